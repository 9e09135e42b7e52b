import { CONTRACT_VERSION } from '@adlaunch/shared';
(globalThis as unknown as { __CONTRACT_VERSION__: string }).__CONTRACT_VERSION__ = CONTRACT_VERSION;
