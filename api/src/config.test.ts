import { assertStartable, loadConfig, parseTrustProxy } from './config';

describe('production defaults', () => {
  const supplier = {
    INVOICE_SUPPLIER_NAME: 'Ads (Pty) Ltd',
    INVOICE_SUPPLIER_ADDRESS: '1 Main Rd, Durban',
    INVOICE_SUPPLIER_VAT_NUMBER: '4123456789',
    RELEASE_REPORT_SECRET: 'r'.repeat(32),
  };

  it('refuses to start in production without SMTP_URL, unless the outbox is opted into', () => {
    expect(() => assertStartable(loadConfig({ NODE_ENV: 'production', ...supplier }))).toThrow(/SMTP_URL/);
    expect(() => assertStartable(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', ...supplier }))).not.toThrow();
    expect(() => assertStartable(loadConfig({ NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1', ...supplier }))).not.toThrow();
    expect(() => assertStartable(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
  });

  it('refuses to start in production without the invoice supplier details, naming each one missing', () => {
    const site = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' };
    expect(() => assertStartable(loadConfig(site))).toThrow(
      'INVOICE_SUPPLIER_NAME, INVOICE_SUPPLIER_ADDRESS, INVOICE_SUPPLIER_VAT_NUMBER are not set',
    );
    const noVat = { INVOICE_SUPPLIER_NAME: supplier.INVOICE_SUPPLIER_NAME, INVOICE_SUPPLIER_ADDRESS: supplier.INVOICE_SUPPLIER_ADDRESS };
    expect(() => assertStartable(loadConfig({ ...site, ...noVat }))).toThrow(/^INVOICE_SUPPLIER_VAT_NUMBER is not set/);
    // A blank setting is not a supplier's detail.
    expect(() => assertStartable(loadConfig({ ...site, ...supplier, INVOICE_SUPPLIER_NAME: '  ' }))).toThrow(
      /^INVOICE_SUPPLIER_NAME is not set/,
    );
    // Neither the sandbox of a staging site nor real card payments go without them.
    expect(() => assertStartable(loadConfig({ ...site, PAYMENTS_SANDBOX: '1' }))).toThrow(/INVOICE_SUPPLIER_VAT_NUMBER/);
    expect(() => assertStartable(loadConfig({ ...site, PAYSTACK_SECRET_KEY: 'sk_live_x' }))).toThrow(/INVOICE_SUPPLIER_VAT_NUMBER/);
    expect(() => assertStartable(loadConfig({ ...site, PAYMENTS_SANDBOX: '1', ...supplier }))).not.toThrow();
  });

  it('refuses to start in production without the secret that signs release report tokens', () => {
    const { RELEASE_REPORT_SECRET: _secret, ...withoutSecret } = supplier;
    expect(() => assertStartable(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x.example:587', ...withoutSecret }))).toThrow(
      /^RELEASE_REPORT_SECRET is not set/,
    );
  });

  it('prints the supplier details set, and marks the development defaults', () => {
    const live = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:587',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      RELEASE_REPORT_SECRET: 'r'.repeat(32),
    };
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

describe('the environment, parsed by its schema', () => {
  it('keeps every default when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.tokenTtlDays).toBe(30);
    expect(config.scryptCost).toBe(2 ** 17);
    expect(config.rateLimit).toEqual({ otpPerAddress: 5, otpPerIp: 30, loginPerIp: 60, locationPerMinute: 120 });
    expect(config.mailFrom).toBe('AdLaunch <hello@adlaunch.example>');
    expect(config.ai).toEqual({ apiKey: null, baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' });
    expect(config.paystack.baseUrl).toBe('https://api.paystack.co');
    expect(config.staffDomains).toEqual(['adlaunch.example']);
    expect(config.allowSandboxInProduction).toBe(false);
    expect(config.smtpUrl).toBeNull();
  });

  it('reads an address set but empty as unset: its default holds', () => {
    const config = loadConfig({ PAYSTACK_BASE_URL: '', AI_BASE_URL: '', SESSION_LOGIN_URL: '' });
    expect(config.paystack.baseUrl).toBe('https://api.paystack.co');
    expect(config.ai.baseUrl).toBe('https://api.openai.com/v1');
    expect(config.sessionLoginUrl).toBe('https://app.adlaunch.example/session');
  });

  it('reads numbers, lists and switches', () => {
    const config = loadConfig({
      PORT: '8080',
      TOKEN_TTL_DAYS: '7',
      RATE_LOGIN_PER_IP: '10',
      STAFF_DOMAINS: 'a.example, b.example',
      PAYMENTS_SANDBOX: '1',
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(config.port).toBe(8080);
    expect(config.tokenTtlDays).toBe(7);
    expect(config.rateLimit.loginPerIp).toBe(10);
    expect(config.staffDomains).toEqual(['a.example', 'b.example']);
    expect(config.allowSandboxInProduction).toBe(true);
    expect(config.smtpUrl).toBe('smtp://mail.example:587');
    // An empty number is the default, as if unset.
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('reads how many renewals bill-due charges at once, from 1 to 64, 8 when unset', () => {
    expect(loadConfig({ BILL_DUE_CONCURRENCY: '4' }).billDueConcurrency).toBe(4);
    expect(loadConfig({}).billDueConcurrency).toBe(8);
    expect(() => loadConfig({ BILL_DUE_CONCURRENCY: '0' })).toThrow(/BILL_DUE_CONCURRENCY must be a whole number from 1 to 64/);
    expect(() => loadConfig({ BILL_DUE_CONCURRENCY: '65' })).toThrow(/BILL_DUE_CONCURRENCY/);
  });

  it('fails fast on a typo, naming the variable, where it once gave NaN or a silent "off"', () => {
    expect(() => loadConfig({ PORT: '30OO' })).toThrow(/PORT must be a whole number from 0 to 65535, not "30OO"/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ TOKEN_TTL_DAYS: '0' })).toThrow(/TOKEN_TTL_DAYS/);
    expect(() => loadConfig({ RATE_OTP_PER_IP: '-3' })).toThrow(/RATE_OTP_PER_IP/);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMENTS_SANDBOX must be 1 or 0, not "yes"/);
    expect(() => loadConfig({ ALLOW_OUTBOX_IN_PRODUCTION: 'true' })).toThrow(/ALLOW_OUTBOX_IN_PRODUCTION/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example' })).toThrow(/SMTP_URL must be a URL/);
    expect(() => loadConfig({ PORT: 'x', TOKEN_TTL_DAYS: 'y' })).toThrow(/PORT.*TOKEN_TTL_DAYS/);
  });
});
