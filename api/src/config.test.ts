import { assertStartable, loadConfig, parseTrustProxy } from './config';

describe('production defaults', () => {
  it('refuses to start in production without SMTP_URL, unless the outbox is opted into', () => {
    expect(() => assertStartable(loadConfig({ NODE_ENV: 'production' }))).toThrow(/SMTP_URL/);
    expect(() => assertStartable(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }))).not.toThrow();
    expect(() => assertStartable(loadConfig({ NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1' }))).not.toThrow();
    expect(() => assertStartable(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
  });

  it('refuses real card payments in production without the invoice supplier details, and marks the development defaults', () => {
    const live = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', PAYSTACK_SECRET_KEY: 'sk_live_x' };
    expect(() => assertStartable(loadConfig(live))).toThrow(/INVOICE_SUPPLIER_VAT_NUMBER/);
    expect(() =>
      assertStartable(loadConfig({ ...live, INVOICE_SUPPLIER_NAME: 'Ads (Pty) Ltd', INVOICE_SUPPLIER_ADDRESS: '1 Main Rd' })),
    ).toThrow(/INVOICE_SUPPLIER/);
    const complete = loadConfig({
      ...live,
      INVOICE_SUPPLIER_NAME: 'Ads (Pty) Ltd',
      INVOICE_SUPPLIER_ADDRESS: '1 Main Rd, Durban',
      INVOICE_SUPPLIER_VAT_NUMBER: '4123456789',
    });
    expect(() => assertStartable(complete)).not.toThrow();
    expect(complete.invoiceSupplier).toEqual({
      name: 'Ads (Pty) Ltd',
      address: '1 Main Rd, Durban',
      vatNumber: '4123456789',
      isSample: false,
    });
    expect(loadConfig({ NODE_ENV: 'development' }).invoiceSupplier.isSample).toBe(true);
    // The sandbox (a staging site) issues sample invoices.
    expect(() => assertStartable(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x', PAYMENTS_SANDBOX: '1' }))).not.toThrow();
  });

  it('listens on the loopback outside production unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });
});

describe('TRUST_PROXY', () => {
  it('is a hop count or a list of proxy addresses, never "trust anyone"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5')).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
  });
});
