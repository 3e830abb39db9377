/**
 * Agent centre end to end: a member cannot open it; an agent registers a downline, the downline
 * deposits (operator approves) and plays a real round of the built-in slot, the agent's overview shows it, the agent sees team betting and
 * P&L and transfers to the downline with the payment password; the upline offers a daily wage, the
 * agent accepts after being told which downline contract it terminates, the clock moves, and the
 * wage is paid once, in the records and the balance.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { advanceClock, decideContract, decideDeposit, listContractApprovals } from './support/admin';
import { openLoginDialog, submitLogin } from './support/auth-steps';
import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';
import { openHome } from './support/home';
import { setHouseStake } from './support/page-helpers';
import { signedInPage } from './support/signed-in';

const fixture = usePlatform();
const DAY = 86_400_000;

/**
 * A page signed in by a session the operator API opens (support/signed-in.ts): logging in through
 * the dialog is accounts-login.spec.ts's subject, and each dialog login here cost a slider and a
 * full load. The new downline still logs in with the password its agent gave it (logInWithPassword).
 */
async function signIn(username: string): Promise<Page> {
  return (await signedInPage(fixture.browser, fixture.platform, username)).page;
}

/** Logs in and closes whichever welcome dialog shows (after-login, or first-login for new accounts). */
async function logInWithPassword(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await newContext(browser, fixture.platform.url);
  const page = await context.newPage();
  await openHome(page);
  await submitLogin(await openLoginDialog(page), username, password);
  await page.locator('[data-testid="after-login"], [data-testid="first-login"]').first().waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('header-username').waitFor();
  return page;
}

async function openAgentCentre(page: Page, ac: string): Promise<void> {
  await page.goto(`/?ac=${ac}`);
  await page.locator('.agent-centre').waitFor();
}

const stat = (page: Page, id: string) => page.getByTestId(id).textContent();

/** The first money amount in a text, in centavos ("₱1,234.50" → 123450). */
function amountIn(text: string | null): number {
  const match = /(\d[\d,]*)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in ${text ?? ''}`);
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2]);
}

describe('agent centre', () => {
  it('is not for members: no menu entry, and the address shows the agent-only message', async () => {
    const page = await signIn('demo01');
    await page.getByTestId('member-menu').click();
    await page.getByTestId('menu-member-centre').waitFor();
    expect(await page.getByTestId('menu-agent-centre').count()).toBe(0);
    await page.goto('/?ac=agentTeamOverview');
    await page.getByTestId('agent-only').waitFor();
    expect(await page.locator('.agent-centre').count()).toBe(0);
    await page.context().close();
  });

  it('registers a downline that deposits; the agent sees the team, its betting and P&L, and transfers to it', async () => {
    const agent = await signIn('agent01');
    await agent.getByTestId('member-menu').click();
    await agent.getByTestId('menu-agent-centre').click();
    await agent.getByTestId('agent-overview').waitFor();
    await expect.poll(() => stat(agent, 'stat-team-size')).toBe('5');
    expect(await stat(agent, 'stat-active')).toBe('2');
    expect(await stat(agent, 'stat-profit')).toMatch(/-\D*45\.00/);

    await agent.locator('[data-ac="registerCenter"]').click();
    const form = agent.getByTestId('register-downline-form');
    await form.locator('input[name="username"]').fill('kid');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('.field__error').first().textContent()).toMatch(/./);
    await form.locator('input[name="username"]').fill('e2ekid01');
    await form.locator('input[name="password"]').fill('Secret123');
    await form.locator('input[name="confirmPassword"]').fill('Secret123');
    await form.locator('button[type="submit"]').click();
    await form.locator('.form-success').waitFor();

    const kid = await logInWithPassword(fixture.browser, 'e2ekid01', 'Secret123');
    await kid.goto('/?mc=depositv2');
    const deposit = kid.getByTestId('deposit-form');
    await deposit.locator('input').fill('500');
    await deposit.locator('button[type="submit"]').click();
    const order = kid.getByTestId('deposit-order');
    await order.waitFor();
    await decideDeposit(fixture.platform, (await order.getAttribute('data-id')) as string, 'approve');

    // The downline plays one real round of the built-in slot: launch, the game page, spin.
    const gameUrl = await kid.evaluate(async () => {
      const headers = { Merchant: 'tala', Authorization: sessionStorage.getItem('token') ?? '' };
      const list = (await (
        await fetch('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=TALA', { headers })
      ).json()) as { value: { games: { nodeId: number; gameCode: string }[] } };
      const slot = list.value.games.find((game) => game.gameCode === 'TALA-SLOT');
      const query = `launchMode=GLS&nodeId=${slot?.nodeId ?? 0}&gameId=TALA-SLOT&vassalage=TALA&accountType=1&platform=html5-desktop&clientType=3&merchantCode=tala&language=EN&confirmTrans=0`;
      const launch = (await (await fetch(`/wps/game/launchGame?${query}`, { headers })).json()) as {
        value: { content: { game_url: string } };
      };
      return launch.value.content.game_url;
    });
    // The game page runs in its own context: the app's service worker would answer the navigation with the app shell.
    const game = await (await newContext(fixture.browser, fixture.platform.url)).newPage();
    await game.goto(gameUrl);
    await game.locator('#play:not([disabled]), #error:not([hidden])').first().waitFor();
    expect(await game.locator('#error:not([hidden])').count()).toBe(0);
    await setHouseStake(game, '10.00');
    await game.locator('#play').click();
    await expect.poll(() => game.locator('#result').textContent(), { timeout: 15_000 }).toMatch(/./);
    await game.context().close();

    await openAgentCentre(agent, 'agentTeamOverview');
    await expect.poll(() => stat(agent, 'stat-team-size')).toBe('6');
    await expect.poll(() => stat(agent, 'stat-deposits')).toContain('500.00');
    expect(await stat(agent, 'stat-active')).toBe('3');
    expect(await stat(agent, 'stat-bets')).toBe('4');

    await agent.locator('[data-ac="personalHistoryCopy"]').click();
    await expect.poll(() => agent.getByTestId('team-bet-count').textContent()).toBe('4');
    expect(await agent.getByTestId('team-betting').locator('tbody tr').count()).toBe(4);
    expect(await agent.getByTestId('team-betting').locator('tbody tr').first().textContent()).toContain('e2ekid01');
    await agent.locator('[data-ac="palStatementsAgentCopy"]').click();
    await expect.poll(() => agent.getByTestId('profit-player02').textContent()).toMatch(/-\D*60\.00/);
    expect(await agent.getByTestId('profit-e2ekid01').textContent()).toContain('10.00');

    await agent.locator('[data-ac="downlineManagmentView"]').click();
    const downline = agent.getByTestId('downline-page');
    await downline.locator('input[name="search"]').fill('e2ekid');
    await downline.locator('form[role="search"] button').click();
    const kidRow = downline.getByTestId('downline-e2ekid01');
    const before = amountIn(await kidRow.textContent());
    await kidRow.getByRole('button', { name: /./ }).first().click();
    const transfer = agent.getByTestId('downline-transfer-form');
    await transfer.locator('input[name="amount"]').fill('25');
    await transfer.locator('input[name="paymentPassword"]').fill('111111');
    await transfer.locator('button[type="submit"]').click();
    // A wrong payment password is said under its field.
    await transfer.locator('input[name="paymentPassword"][aria-invalid="true"]').waitFor();
    expect(await transfer.locator('input[name="amount"]').inputValue()).toBe('25');
    await transfer.locator('input[name="paymentPassword"]').fill('123456');
    await transfer.locator('button[type="submit"]').dblclick();
    await transfer.locator('.form-success').waitFor();
    await expect.poll(async () => amountIn(await kidRow.textContent())).toBe(before + 2_500);
    await agent.context().close();
    await kid.context().close();
  });

  it('pays an accepted daily wage once, after warning which downline contract accepting terminates', async () => {
    const upline = await signIn('agent01');
    await openAgentCentre(upline, 'agentDailyWages2');
    const offer = upline.getByTestId('contract-offer-form');
    // A top agent offers up to the operator's ceiling; above the approval threshold it waits.
    expect(await offer.textContent()).toContain('0.80');
    expect(await offer.getByTestId('contract-approval-note').textContent()).toContain('0.50');
    await offer.locator('input[name="username"]').fill('agent02');
    await offer.locator('input[name="rate"]').fill('0.9');
    await offer.locator('input[name="minValidBet"]').fill('10');
    await offer.locator('button[type="submit"]').click();
    // Out of the ceiling, and without the payment password: refused in the form.
    await expect.poll(() => offer.locator('.field__error').count()).toBe(2);
    await offer.locator('input[name="rate"]').fill('0.6');
    await offer.locator('input[name="paymentPassword"]').fill('123456');
    await offer.locator('button[type="submit"]').click();
    await expect.poll(() => upline.locator('.form-success').textContent()).toContain('agent02');
    const waiting = (await listContractApprovals(fixture.platform)).find((c) => c.agent === 'agent02');
    expect(waiting?.rate).toBe('0.60');
    await upline
      .locator('[data-testid="contract-card"][data-agent="agent02"][data-state="AWAITING_APPROVAL"]')
      .waitFor();
    await decideContract(fixture.platform, waiting?.id ?? 0, 'reject');
    await offer.locator('input[name="username"]').fill('agent02');
    await offer.locator('input[name="rate"]').fill('0.5');
    await offer.locator('input[name="paymentPassword"]').fill('123456');
    await offer.locator('button[type="submit"]').click();
    await expect.poll(() => upline.locator('.form-success').textContent()).toMatch(/agent02/);
    await upline.locator('[data-testid="contract-card"][data-agent="agent02"][data-state="OFFERED"]').waitFor();
    await upline.context().close();

    const agent = await signIn('agent02');
    await openAgentCentre(agent, 'agentTeamOverview');
    await agent.locator('[data-ac="agentDailyWages2"]').click();
    const page = agent.getByTestId('contract-page-DAILY_WAGE');
    await page.getByTestId('contract-accept').click();
    const confirm = page.getByTestId('contract-confirm');
    await confirm.waitFor();
    expect(await confirm.getByTestId('conflict').allTextContents()).toEqual(['agent03 · 0.80 %']);
    await confirm.getByTestId('contract-confirm-yes').click();
    await page.locator('.form-success').waitFor();
    await page.locator('[data-testid="contract-card"][data-agent="agent02"][data-state="ACCEPTED"]').waitFor();
    await page.locator('[data-testid="contract-card"][data-agent="agent03"][data-state="TERMINATED"]').waitFor();
    await agent.context().close();

    const moved = await advanceClock(fixture.platform, 2 * DAY);
    expect(moved.jobs['daily-wage-dividend']).toBeGreaterThan(0);
    await advanceClock(fixture.platform, DAY);

    const paid = await signIn('agent02');
    await expect.poll(() => paid.getByTestId('header-balance').textContent()).toContain('500.75');
    await openAgentCentre(paid, 'agentDailyWages2');
    const records = paid.getByTestId('contract-page-DAILY_WAGE').getByTestId('settlement-table');
    await records.waitFor();
    const amounts = await records.locator('[data-testid="settlement-row"] td:last-child').allTextContents();
    expect(amounts.filter((text) => text.includes('0.75'))).toHaveLength(1);
    await paid.locator('[data-ac="agentRevenueReport"]').click();
    await expect.poll(() => paid.getByTestId('agent-income').textContent()).toContain('0.75');
    await paid.context().close();
  });
});
