import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ChatMessageSchema,
  ChatMessagesSchema,
  FeedbackSchema,
  FeedbackSettingsSchema,
  ReferralLinkSchema,
  ReferralRecordSchema,
} from '#contract/content-schemas.ts';
import { SessionSchema, SmsSentSchema } from '#contract/session-schemas.ts';
import { HelpCenterSchema } from '#contract/system-schemas.ts';
import { PageOfSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { CHAT_RATE } from '../domain/content/chat.ts';
import { FEEDBACK_RATE } from '../domain/content/feedback.ts';
import {
  admin,
  call,
  captchaCookie,
  codeRequest,
  encryptedCall,
  envelope,
  expectOk,
  expectRefusal,
  latestCode,
  solveSlider,
  TEST_CAPTCHA,
  testClock,
} from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, moneyCall, tokenFor } from '../test-support/wallet-client.ts';

const Links = v.array(ReferralLinkSchema);
const Records = PageOfSchema(ReferralRecordSchema);
const FeedbackPage = PageOfSchema(FeedbackSchema);

describe.each(testBackends())('content and support endpoints on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend, now: clock.now, captchaText: () => TEST_CAPTCHA });
    token = await tokenFor(platform, 'demo01');
  });
  afterAll(() => platform.dispose());

  const as = (method: string, path: string, body?: unknown, who = token) =>
    moneyCall(platform, who, method, path, body);

  async function register(username: string, referralCode: string) {
    const mobileNum = `9200000${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
    await expectOk(
      codeRequest(platform, '/wps/verification/sms/register', { countryDialingCode: '+63', mobileNo: mobileNum }),
      SmsSentSchema,
    );
    clock.advance(61_000);
    const body = {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      countryDialingCode: '+63',
      mobileNum,
      verificationCode: await latestCode(platform, `+63${mobileNum}`),
      captcha: TEST_CAPTCHA,
      slider: await solveSlider(platform),
      login: true,
      referralCode,
    };
    return encryptedCall(platform, 'PUT', '/wps/member/register', body, { cookie: await captchaCookie(platform) });
  }

  it('creates, lists and deletes referral links; registrations through a link show in the records', async () => {
    const response = await as('POST', '/wps/relay/MCSFE_createReferralLink', { name: '  Facebook group  ' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const link = await expectOk(response, ReferralLinkSchema);
    expect(link).toMatchObject({ name: 'Facebook group', registrations: 0 });
    expect(link.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const second = await expectOk(
      as('POST', '/wps/relay/MCSFE_createReferralLink', { name: 'Friends' }),
      ReferralLinkSchema,
    );
    expect((await expectOk(as('GET', '/wps/relay/MCSFE_getReferralLinks'), Links)).map((l) => l.name)).toEqual([
      'Friends',
      'Facebook group',
    ]);
    await expectRefusal(as('POST', '/wps/relay/MCSFE_createReferralLink', { name: ' ' }), 'request.param.err', 400);
    await expectRefusal(
      as('POST', '/wps/relay/MCSFE_createReferralLink', { name: 'x'.repeat(41) }),
      'request.param.err',
      400,
    );
    await expectRefusal(platform.request('/wps/relay/MCSFE_getReferralLinks'), 'login.not.session', 401);
    await expectRefusal(
      as('POST', '/wps/relay/MCSFE_createReferralLink', { name: 'Group\u202Epuorg' }),
      'text.control.characters',
    );
    // Hidden tag characters and look-alike letters in a name others read.
    await expectRefusal(
      as('POST', '/wps/relay/MCSFE_createReferralLink', { name: 'Group\u{E0069}\u{E0067}' }),
      'text.invisible.characters',
    );
    await expectRefusal(
      as('POST', '/wps/relay/MCSFE_createReferralLink', { name: 'F\u0430cebook' }),
      'name.mixed.scripts',
    );

    // A new user registers through the first link (code typed in lower case still matches).
    const session = await expectOk(register('friend01', link.code.toLowerCase()), SessionSchema);
    expect(session.token).toBeTruthy();
    const records = await expectOk(as('GET', '/wps/relay/MCSFE_getReferralRecords'), Records);
    expect(records.totalCount).toBe(1);
    expect(records.content[0]).toMatchObject({
      username: 'friend01',
      linkName: 'Facebook group',
      code: link.code,
      registeredAt: clock.now().getTime(),
    });
    expect(
      (await expectOk(as('GET', '/wps/relay/MCSFE_getReferralLinks'), Links)).find((l) => l.id === link.id)
        ?.registrations,
    ).toBe(1);

    // Someone else's link id is not ours to delete; a deleted link invites no one, records stay.
    const agentToken = await tokenFor(platform, 'agent01');
    await expectRefusal(
      as('DELETE', '/wps/relay/MCSFE_deleteReferralLink', { id: link.id }, agentToken),
      'referral.link.not.found',
    );
    expect(
      (await expectOk(as('DELETE', '/wps/relay/MCSFE_deleteReferralLink', { id: link.id }), Links)).map((l) => l.id),
    ).toEqual([second.id]);
    await expectRefusal(
      as('DELETE', '/wps/relay/MCSFE_deleteReferralLink', { id: link.id }),
      'referral.link.not.found',
    );
    await expectRefusal(register('friend02', link.code), 'invitation_code_error');
    expect((await expectOk(as('GET', '/wps/relay/MCSFE_getReferralRecords'), Records)).totalCount).toBe(1);
  }, 60_000);

  // Issue 25, finding 8: a trial account ends with its session; a referral link must not outlive it.
  it('refuses referral links to trial members, and a link a trial member made earlier invites no one', async () => {
    const trial = await createMember(platform.deps.db, 'guest250001', { type: 4 }, clock.now());
    const trialToken = await tokenFor(platform, 'guest250001');
    await expectRefusal(
      as('POST', '/wps/relay/MCSFE_createReferralLink', { name: 'Free money' }, trialToken),
      'in_need_true_account',
    );
    await platform.deps.db.query(
      "INSERT INTO referral_links (member_id, code, name, created_at) VALUES ($1, 'TRIALAB2', 'Old', $2)",
      [trial.id, clock.now()],
    );
    await expectRefusal(register('friend25', 'TRIALAB2'), 'invitation_code_error');
  });

  it("stores feedback and complaints within the platform's length bounds; the operator answers", async () => {
    expect(await expectOk(platform.request('/wps/feedback/settings'), FeedbackSettingsSchema)).toEqual({
      minLength: 10,
      maxLength: 500,
    });
    // Control characters are refused (they reach the operator's terminal), junk dropped.
    for (const body of [
      { type: 'complaint', content: 'The deposit page\u001b[2J\u001b[H was slow today.' },
      { type: 'complaint', content: 'The deposit page was slow today.', contact: 'me\u001b]0;x\u0007' },
    ]) {
      const refused = await expectRefusal(as('POST', '/wps/feedback', body), 'text.control.characters');
      expect(refused.value).toEqual({ field: body.contact ? 'contact' : 'content' });
    }
    // Tag characters hide text from the reader: refused too.
    expect(
      (
        await expectRefusal(
          as('POST', '/wps/feedback', {
            type: 'complaint',
            content: 'The deposit page was slow\u{E0041}\u{E0042} today.',
          }),
          'text.invisible.characters',
        )
      ).value,
    ).toEqual({ field: 'content' });
    const posted = await expectOk(
      as('POST', '/wps/feedback', { type: 'complaint', content: '  The deposit page\u200B was slow today.  ' }),
      FeedbackSchema,
    );
    expect(posted).toMatchObject({
      type: 'complaint',
      content: 'The deposit page was slow today.',
      state: 'OPEN',
      answer: null,
    });
    const put = await expectOk(
      as('PUT', '/wps/feedback', { type: 'feedback', content: 'Please add more slots games.' }),
      FeedbackSchema,
    );
    await expectRefusal(
      as('POST', '/wps/feedback', { type: 'feedback', content: 'too short' }),
      'request.param.err',
      400,
    );
    await expectRefusal(
      as('POST', '/wps/feedback', { type: 'feedback', content: 'x'.repeat(501) }),
      'request.param.err',
      400,
    );
    await expectRefusal(
      as('POST', '/wps/feedback', { type: 'praise', content: 'Long enough text here.' }),
      'request.param.err',
      400,
    );
    // Guests may write too, with a contact; the bounds follow the setting.
    await expectRefusal(
      call(platform, 'POST', '/wps/feedback', { type: 'feedback', content: 'A guest writes in here.' }),
      'request.param.err',
      400,
    );
    await expectOk(
      call(platform, 'POST', '/wps/feedback', {
        type: 'feedback',
        content: 'A guest writes in here.',
        contact: 'guest@tala.example',
      }),
      FeedbackSchema,
    );
    expect(
      (
        await envelope(
          admin(platform, 'PUT', '/admin/settings/feedback.settings', { value: { minLength: 5, maxLength: 8 } }),
        )
      ).success,
    ).toBe(true);
    await expectRefusal(
      as('POST', '/wps/feedback', { type: 'feedback', content: 'nine char' }),
      'request.param.err',
      400,
    );
    expect(
      (
        await envelope(
          admin(platform, 'PUT', '/admin/settings/feedback.settings', { value: { minLength: 9, maxLength: 8 } }),
        )
      ).success,
    ).toBe(false);
    await envelope(
      admin(platform, 'PUT', '/admin/settings/feedback.settings', { value: { minLength: 10, maxLength: 500 } }),
    );

    const queue = v.parse(
      v.array(v.object({ id: v.number(), username: v.nullable(v.string()), contact: v.nullable(v.string()) })),
      (await envelope(admin(platform, 'GET', '/admin/feedback?state=OPEN'))).value,
    );
    expect(queue.map((item) => item.username)).toEqual(['demo01', 'demo01', null]);
    expect(queue[2]?.contact).toBe('guest@tala.example');
    const answered = await envelope(
      admin(platform, 'POST', `/admin/feedback/${posted.id}/answer`, { content: 'Sorry, it is fixed now.' }),
    );
    expect(answered.value).toMatchObject({ state: 'ANSWERED', answer: 'Sorry, it is fixed now.' });
    expect((await envelope(admin(platform, 'POST', '/admin/feedback/999999/answer', { content: 'x' }))).status).toBe(
      404,
    );

    // Five per hour: demo01 has sent two; the guest address one.
    for (let i = 0; i < 3; i++)
      await expectOk(
        as('POST', '/wps/feedback', { type: 'feedback', content: `More feedback number ${i}.` }),
        FeedbackSchema,
      );
    await expectRefusal(
      as('POST', '/wps/feedback', { type: 'feedback', content: 'One submission too many.' }),
      'feedback.rate.limited',
    );
    const guest = { type: 'feedback', content: 'A guest writes again.', contact: 'guest@tala.example' };
    for (let i = 0; i < 4; i++) await expectOk(call(platform, 'POST', '/wps/feedback', guest), FeedbackSchema);
    await expectRefusal(call(platform, 'POST', '/wps/feedback', guest), 'feedback.rate.limited');
    clock.advance(FEEDBACK_RATE.windowMs);
    await expectOk(call(platform, 'POST', '/wps/feedback', guest), FeedbackSchema);
    // An hour on, the idle session has ended: a fresh one for the rest.
    token = await tokenFor(platform, 'demo01');

    const mine = await expectOk(as('GET', '/wps/feedback/mine?pageSize=2&pageNo=3'), FeedbackPage);
    expect(mine.totalCount).toBe(5);
    expect(mine.content.map((item) => [item.id, item.state])).toEqual([[posted.id, 'ANSWERED']]);
    expect((await expectOk(as('GET', '/wps/feedback/mine?pageSize=2&pageNo=2'), FeedbackPage)).content[1]?.id).toBe(
      put.id,
    );
    expect(mine.content[0]?.answer).toBe('Sorry, it is fixed now.');
    await expectRefusal(platform.request('/wps/feedback/mine'), 'login.not.session', 401);
  });

  it('answers the help centre in every shipped language, English otherwise', async () => {
    const help = (language: string) =>
      expectOk(platform.request('/wps/system/helpCenter', { headers: { Language: language } }), HelpCenterSchema);
    const english = await help('EN');
    const titles = (sections: typeof english) =>
      sections.flatMap((section) => [section.title, ...section.items.map((item) => item.title)]);
    expect(english[0]?.title).toBe('Deposits');
    expect((await help('CN'))[0]?.title).toBe('存款');
    expect((await help('TY'))[0]?.title).toBe('Mga deposito');
    expect(titles(await help('XX'))).toEqual(titles(english));
    expect(titles(await expectOk(platform.request('/wps/system/helpCenter?language=ko'), HelpCenterSchema))[0]).toBe(
      '입금',
    );
    for (const language of ['TY', 'CN', 'JA', 'TH', 'VI', 'HI', 'KO']) {
      const sections = await help(language);
      expect(
        sections.map((section) => section.items.length),
        language,
      ).toEqual(english.map((section) => section.items.length));
      // Every title is translated (none left in English) and every article has content.
      const translated = titles(sections);
      expect(
        translated.filter((title) => titles(english).includes(title)),
        language,
      ).toEqual([]);
      expect(
        sections.flatMap((section) => section.items).every((item) => item.content.length > 20),
        language,
      ).toBe(true);
    }
  });

  it('keeps a chat room: messages stored, polled after an id, answered by support, rate limited', async () => {
    const token2 = await tokenFor(platform, 'agent01');
    const first = await expectOk(
      as('POST', '/wps/chat/messages', { content: '<b>Hello</b>, my deposit?' }, token2),
      ChatMessageSchema,
    );
    expect(first).toMatchObject({ sender: 'MEMBER', content: '<b>Hello</b>, my deposit?' });
    await expectRefusal(as('POST', '/wps/chat/messages', { content: '   ' }, token2), 'request.param.err', 400);
    await expectRefusal(as('POST', '/wps/chat/messages', { content: 'hi\u009b2J' }, token2), 'text.control.characters');
    await expectRefusal(
      as('POST', '/wps/chat/messages', { content: 'hi\u{E0069}\u{E0067}\u{E006E}' }, token2),
      'text.invisible.characters',
    );
    expect((await admin(platform, 'POST', '/admin/chat/agent01', { content: 'x\u001b[2J' })).status).toBe(400);
    await expectRefusal(
      as('POST', '/wps/chat/messages', { content: 'x'.repeat(501) }, token2),
      'request.param.err',
      400,
    );
    expect((await envelope(admin(platform, 'GET', '/admin/chat'))).value).toEqual([
      expect.objectContaining({ username: 'agent01', waiting: true, messages: 1 }),
    ]);
    clock.advance(1000);
    const reply = await envelope(admin(platform, 'POST', '/admin/chat/agent01', { content: 'We are checking it.' }));
    expect(reply.value).toMatchObject({ sender: 'SUPPORT', content: 'We are checking it.' });
    const after = await expectOk(
      as('GET', `/wps/chat/messages?after=${first.id}`, undefined, token2),
      ChatMessagesSchema,
    );
    expect(after.messages.map((m) => [m.sender, m.content])).toEqual([['SUPPORT', 'We are checking it.']]);
    expect(
      (await expectOk(as('GET', '/wps/chat/messages', undefined, token2), ChatMessagesSchema)).messages,
    ).toHaveLength(2);
    // Only one's own conversation.
    expect((await expectOk(as('GET', '/wps/chat/messages'), ChatMessagesSchema)).messages).toEqual([]);
    await expectRefusal(as('GET', '/wps/chat/messages?after=x', undefined, token2), 'request.param.err', 400);

    for (let i = 1; i < CHAT_RATE.messages; i++)
      await expectOk(as('POST', '/wps/chat/messages', { content: `line ${i}` }, token2), ChatMessageSchema);
    await expectRefusal(as('POST', '/wps/chat/messages', { content: 'one too many' }, token2), 'chat.rate.limited');
    clock.advance(CHAT_RATE.windowMs);
    await expectOk(as('POST', '/wps/chat/messages', { content: 'after a pause' }, token2), ChatMessageSchema);
    await expectRefusal(platform.request('/wps/chat/messages'), 'login.not.session', 401);
  });
});
