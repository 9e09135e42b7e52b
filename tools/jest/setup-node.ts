(globalThis as unknown as { __CONTRACT_VERSION__: string }).__CONTRACT_VERSION__ = '1.0.0';
