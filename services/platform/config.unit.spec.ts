import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { decodeEncryptionKey, loadConfig } from './config.js';

describe('configuration', () => {
  it('defaults to the embedded setup on port 3000 under ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', ADMIN_USERNAME: 'admin' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  it('treats an empty URL as unset', () => {
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it("sends SMS to Twilio's own address unless TWILIO_API_BASE_URL names another (no trailing slash)", () => {
    expect(loadConfig({}).TWILIO_API_BASE_URL).toBe('https://api.twilio.com');
    expect(loadConfig({ TWILIO_API_BASE_URL: '' }).TWILIO_API_BASE_URL).toBe('https://api.twilio.com');
    expect(loadConfig({ TWILIO_API_BASE_URL: 'http://127.0.0.1:4010/' }).TWILIO_API_BASE_URL).toBe('http://127.0.0.1:4010');
    expect(() => loadConfig({ TWILIO_API_BASE_URL: 'twilio' })).toThrow(/TWILIO_API_BASE_URL/);
  });

  it('sends no e-mail without SMTP_URL, and with it needs MAIL_FROM, naming each bad variable', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: '' })).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: undefined });
    const config = loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465', MAIL_FROM: 'Shine <no-reply@shine.example>' });
    expect(config).toMatchObject({ SMTP_URL: 'smtps://user:pass@mail.example:465', MAIL_FROM: 'Shine <no-reply@shine.example>' });
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example' })).toThrow(/MAIL_FROM: is needed with SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.example' })).toThrow(/SMTP_URL: must be smtp:/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM: must be an e-mail address/);
  });

  it('takes SETTINGS_ENCRYPTION_KEY as 32 bytes in base64 or hex, and names it when it is anything else', () => {
    const key = randomBytes(32);
    for (const text of [key.toString('base64'), key.toString('base64url'), key.toString('hex')]) {
      expect(loadConfig({ SETTINGS_ENCRYPTION_KEY: text }).SETTINGS_ENCRYPTION_KEY).toBe(text);
      expect(decodeEncryptionKey(text)).toEqual(key);
    }
    expect(loadConfig({ SETTINGS_ENCRYPTION_KEY: '' }).SETTINGS_ENCRYPTION_KEY).toBeUndefined();
    for (const bad of ['secret', randomBytes(16).toString('base64'), randomBytes(31).toString('hex')]) {
      expect(() => loadConfig({ SETTINGS_ENCRYPTION_KEY: bad })).toThrow(/SETTINGS_ENCRYPTION_KEY: must be 32 random bytes/);
    }
  });

  it('trusts no proxy by default, and TRUST_PROXY as a hop count (true is one hop, never every hop)', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    for (const [text, hops] of [['', 0], ['false', 0], ['0', 0], ['true', 1], ['TRUE', 1], ['1', 1], [' 2 ', 2]] as const) {
      expect(loadConfig({ TRUST_PROXY: text }).TRUST_PROXY).toBe(hops);
    }
    for (const bad of ['yes', '-1', '1.5', '*', 'loopback']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be the number of proxy hops/);
    }
  });

  it('serves no metrics unless METRICS_PORT names a port, on this host only unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({})).toMatchObject({ METRICS_HOST: '127.0.0.1', READY_MAX_LAG_EVENTS: 1000 });
    expect(loadConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: ' 9464 ', METRICS_HOST: '0.0.0.0', READY_MAX_LAG_EVENTS: '50' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '0.0.0.0', READY_MAX_LAG_EVENTS: 50 });
    for (const bad of ['metrics', '-1', '65536', '9464.5']) expect(() => loadConfig({ METRICS_PORT: bad })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ READY_MAX_LAG_EVENTS: '-5' })).toThrow(/READY_MAX_LAG_EVENTS/);
  });

  it('logs from info up unless LOG_LEVEL names another of pino’s levels', () => {
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
    expect(loadConfig({ LOG_LEVEL: '' }).LOG_LEVEL).toBe('info');
    expect(loadConfig({ LOG_LEVEL: ' Warn ' }).LOG_LEVEL).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/);
  });
});
