import { describe, expect, it } from 'vitest';

import { PLATFORM_LANGUAGE_CODES } from '../platform-languages.ts';
import { codeMessage, OUTBOX_TEXTS, temporaryPasswordMessage } from './outbox-texts.ts';

const PURPOSES = ['register', 'login', 'forgot', 'verify', 'bind'] as const;

describe('SMS and e-mail texts (issue #27)', () => {
  it.each(PLATFORM_LANGUAGE_CODES.filter((code) => code !== 'EN'))(
    '%s: every text its own, every value placed',
    (code) => {
      const texts = OUTBOX_TEXTS[code];
      const english = OUTBOX_TEXTS.EN;
      for (const key of ['codeSubject', 'code', 'passwordSubject', 'password'] as const)
        expect(texts[key], `${code}.${key}`).not.toBe(english[key]);
      for (const purpose of PURPOSES) expect(texts.purposes[purpose], purpose).not.toBe(english.purposes[purpose]);
      const sms = codeMessage([code], '012345', 'forgot', 5);
      expect(sms.body).toContain('012345');
      expect(sms.body).toContain(texts.purposes.forgot);
      expect(sms.body).toContain('5');
      expect(sms.body).not.toMatch(/\{\w+\}/);
      const mail = temporaryPasswordMessage([code], 'demo01', 'Ab3dE5gH9k');
      expect(mail.body).toContain('demo01');
      // The password ends its own line after a space in every language (players and tests copy it).
      expect(/ ([A-Za-z0-9]{10})$/m.exec(mail.body)?.[1]).toBe('Ab3dE5gH9k');
    },
  );

  it('speaks the first known language of the member or request, English otherwise', () => {
    expect(codeMessage(['xx', 'ar'], '123456', 'login', 5).body).toContain('لتسجيل الدخول');
    expect(temporaryPasswordMessage([null, 'UR-LA'], 'demo01', 'Ab3dE5gH9k').subject).toBe(
      'Aap ka aarzi Tala password',
    );
    expect(codeMessage([undefined, 'ZZ'], '123456', 'login', 5).body).toBe(
      'Tala: your verification code is 123456 to log in. It expires in 5 minutes.',
    );
  });

  it("says the minutes in the number's own form (ICU plurals: Russian and Arabic have more than two)", () => {
    const ru = (n: number) => codeMessage(['RU'], '123456', 'login', n).body;
    expect(ru(1)).toContain('1 минуту.');
    expect(ru(5)).toContain('5 минут.');
    expect(ru(3)).toContain('3 минуты.');
    expect(ru(21)).toContain('21 минуту.');
    const ar = (n: number) => codeMessage(['AR'], '123456', 'login', n).body;
    expect(ar(1)).toContain('دقيقة واحدة');
    expect(ar(2)).toContain('دقيقتين');
    expect(ar(5)).toContain('5 دقائق');
    expect(ar(15)).toContain('15 دقيقة');
    expect(codeMessage(['EN'], '1', 'login', 10).body).toContain('10 minutes');
  });
});
