// The built-in lottery betting page. It runs in a sandboxed frame (opaque origin, no cookies):
// it exchanges the launch token from its URL for a session kept in memory and sends it as the
// X-Lottery-Session header. Countdowns come from the server's clock (an offset kept from every
// answer), so they stay right after sleep or in a background tab.
/* global self, document, location, URLSearchParams, crypto, fetch, parent, navigator, setTimeout, setInterval */
'use strict';

// The platform served this page with its language's strings only (strings-<CODE>.js; an unknown
// code gets English), with `lang` and `dir` already on <html>.
const T = self.LOTTERY_STRINGS;
// The page's language (`?lang=`), told to the platform so game names come in it too.
const PAGE_LANGUAGE = new URLSearchParams(location.search).get('lang') ?? '';

const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);

const state = {
  session: null,
  offset: 0,
  games: [],
  draws: [],
  game: params.get('game'),
  tickets: [],
  inFlight: false,
  pick: {},
  // The ticket whose answer was lost: { signature, key } until the platform answers it for sure.
  unanswered: null,
};

function el(tag, props, children) {
  const node = document.createElement(tag);
  Object.assign(node, props || {});
  for (const child of children || []) node.append(child);
  return node;
}

function randomKey() {
  if (crypto.randomUUID) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency key of a ticket (issue 31): made once per intended ticket and reused when the
 * same ticket (same draw, pick and stake) is tried again after an answer that was lost, so the
 * platform sells it once and answers the first sale; a changed ticket is a new purchase, a new key.
 */
function ticketKey(ticket) {
  const signature = JSON.stringify(ticket);
  if (!state.unanswered || state.unanswered.signature !== signature) state.unanswered = { signature, key: randomKey() };
  return state.unanswered.key;
}

/** Whether the platform answered for sure (a sale or a refusal); otherwise the ticket may or may not be sold. */
function isAnswered(error) {
  return Boolean(error.code) && error.code !== 'http' && error.code !== 'account.transfer.processing';
}

async function api(method, path, body, key) {
  const headers = { 'Content-Type': 'application/json' };
  if (state.session) headers['X-Lottery-Session'] = state.session;
  if (key) headers['Idempotency-Key'] = key;
  if (PAGE_LANGUAGE) headers.Language = PAGE_LANGUAGE;
  const response = await fetch(path, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'omit',
    cache: 'no-store',
  });
  const json = await response.json().catch(() => null);
  if (!json || !json.success) {
    const error = new Error((json && json.message) || 'failed');
    error.code = (json && json.errorCode) || 'http';
    throw error;
  }
  return json.value;
}

const serverNow = () => Date.now() + state.offset;
const syncClock = (serverTime) => {
  state.offset = serverTime - Date.now();
};
const tellParent = () => {
  try {
    parent.postMessage({ type: 'tala:round' }, '*');
  } catch {
    /* not framed */
  }
};

function notice(text, ok) {
  const node = $('notice');
  node.textContent = text;
  node.className = ok ? 'notice ok' : 'notice';
  node.hidden = !text;
}

function formError(text) {
  $('form-error').textContent = text;
  $('form-error').hidden = !text;
}

const MESSAGE_KEYS = {
  'lottery.session.invalid': 'expired',
  'launch.token.invalid': 'expired',
  'account.balance.not.enough': 'notEnough',
  'lottery.sale.closed': 'saleClosed',
  'lottery.stake.too.high': 'stakeTooHigh',
  'lottery.draw.exposure.full': 'exposureFull',
};

function messageFor(error) {
  if (Object.hasOwn(MESSAGE_KEYS, error.code)) return T[MESSAGE_KEYS[error.code]];
  return navigator.onLine ? T.failed : T.offline;
}

const currentGame = () => state.games.find((g) => g.gameCode === state.game) || state.games[0];
const currentDraw = () => state.draws.find((d) => d.gameCode === state.game);

function applyLabels() {
  document.documentElement.lang = T.htmlLang;
  document.documentElement.dir = T.dir;
  document.title = T.title;
  const labels = {
    title: 'title',
    'balance-label': 'balance',
    'game-label': 'game',
    'draw-label': 'draw',
    'hash-label': 'seedHash',
    'bet-type-label': 'betType',
    'selection-label': 'pick',
    'stake-label': 'stake',
    buy: 'buy',
    'tickets-title': 'tickets',
    'results-title': 'results',
    'countdown-label': 'closesIn',
  };
  for (const [id, key] of Object.entries(labels)) $(id).textContent = T[key];
}

function renderGames() {
  const select = $('game');
  select.replaceChildren(
    ...state.games.map((g) =>
      el('option', { value: g.gameCode, textContent: g.labelName, selected: g.gameCode === state.game }),
    ),
  );
}

function renderBetTypes() {
  const game = currentGame();
  const select = $('bet-type');
  select.replaceChildren(
    ...game.offers.map((o) => el('option', { value: o.betType, textContent: `${T[o.betType]} — ${T.odds} ${o.odds}` })),
  );
  renderSelection();
}

function choiceButtons(options) {
  return options.map((value) => {
    const button = el('button', { type: 'button', className: 'choice', textContent: T[value] });
    button.setAttribute('aria-pressed', String(state.pick.choice === value));
    button.dataset.value = value;
    button.addEventListener('click', () => {
      state.pick.choice = value;
      for (const other of $('selection').querySelectorAll('button.choice'))
        other.setAttribute('aria-pressed', String(other.dataset.value === value));
    });
    return button;
  });
}

function numberInput(index, digits) {
  const input = el('input', {
    inputMode: 'numeric',
    maxLength: digits,
    autocomplete: 'off',
    placeholder: '0'.repeat(digits),
    className: 'pick-number',
  });
  input.setAttribute('aria-label', `${T.number} ${index + 1}`);
  return input;
}

function renderSelection() {
  const type = $('bet-type').value;
  const game = currentGame();
  state.pick = {};
  const box = $('selection');
  const legend = el('legend', { id: 'selection-label', textContent: T.pick });
  let parts = [];
  if (type === 'BIG_SMALL') parts = choiceButtons(['BIG', 'SMALL']);
  else if (type === 'ODD_EVEN') parts = choiceButtons(['ODD', 'EVEN']);
  else if (type === 'POSITION') {
    const ranges = { '5D': [5, 0, 9], PK10: [10, 1, 10], K3: [3, 1, 6], '11X5': [5, 1, 11] }[game.kind];
    const position = el(
      'select',
      { id: 'pick-position' },
      Array.from({ length: ranges[0] }, (_, i) =>
        el('option', { value: String(i + 1), textContent: `${T.position} ${i + 1}` }),
      ),
    );
    position.setAttribute('aria-label', T.position);
    const number = el(
      'select',
      { id: 'pick-value' },
      Array.from({ length: ranges[2] - ranges[1] + 1 }, (_, i) =>
        el('option', { value: String(ranges[1] + i), textContent: String(ranges[1] + i) }),
      ),
    );
    number.setAttribute('aria-label', T.number);
    parts = [position, number];
  } else {
    const count = { LO: 1, DE: 1, CANG3: 1, XIEN2: 2, XIEN3: 3, XIEN4: 4 }[type] || 1;
    parts = Array.from({ length: count }, (_, i) => numberInput(i, type === 'CANG3' ? 3 : 2));
  }
  box.replaceChildren(legend, ...parts);
  formError('');
}

function readPick() {
  const type = $('bet-type').value;
  if (type === 'BIG_SMALL' || type === 'ODD_EVEN')
    return state.pick.choice ? { betType: type, selection: [state.pick.choice] } : null;
  if (type === 'POSITION')
    return { betType: type, position: Number($('pick-position').value), selection: [$('pick-value').value] };
  const digits = type === 'CANG3' ? 3 : 2;
  const values = Array.from($('selection').querySelectorAll('input.pick-number'), (input) => input.value.trim());
  if (!values.every((value) => new RegExp(`^\\d{${digits}}$`).test(value))) return null;
  if (new Set(values).size !== values.length) return null;
  return { betType: type, selection: values };
}

function pad(n) {
  return String(n).padStart(2, '0');
}

function renderClock() {
  const draw = currentDraw();
  if (!draw) return;
  $('numero').textContent = draw.numero;
  $('seed-hash').textContent = draw.seedHash;
  const left = draw.closeTime - serverNow();
  if (left > 0) {
    const s = Math.ceil(left / 1000);
    const h = Math.floor(s / 3600);
    $('countdown').textContent = `${h > 0 ? `${h}:` : ''}${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
    $('countdown-label').textContent = T.closesIn;
  } else {
    $('countdown').textContent = '';
    $('countdown-label').textContent = T.closed;
  }
  $('buy').disabled = state.inFlight || left <= 0;
  // The draw is past: fetch the next draw (and results, tickets) once.
  if (draw.drawTime - serverNow() < -1000 && !state.refreshing) void refresh();
}

function renderTickets() {
  const list = $('tickets');
  if (state.tickets.length === 0) {
    list.replaceChildren(el('li', { textContent: T.noTickets }));
    return;
  }
  const names = Object.fromEntries(state.games.map((g) => [g.gameCode, g.labelName]));
  list.replaceChildren(
    ...state.tickets.map((ticket) => {
      const pick = ticket.selection.map((value) => T[value] || value).join(', ');
      const what = `${names[ticket.gameCode] || ticket.gameCode} ${ticket.numero} · ${T[ticket.betType]}${ticket.position ? ` #${ticket.position}` : ''}: ${pick} · ${ticket.stake}`;
      let outcome;
      if (ticket.state === 'OPEN') outcome = el('span', { textContent: T.open });
      else if (ticket.win && ticket.win !== '0.00')
        outcome = el('span', { className: 'won', textContent: `${T.won} ${ticket.win}` });
      else outcome = el('span', { className: 'lost', textContent: T.lost });
      const item = el('li', {}, [el('span', { textContent: what }), outcome]);
      item.dataset.state = ticket.state;
      return item;
    }),
  );
}

function prizeName(index) {
  return index === 0 ? T.special : `${T.prize} ${index}`;
}

function renderResults(results) {
  const box = $('results');
  box.replaceChildren(
    ...results.slice(0, 5).map((draw) => {
      const caption = el('caption', { textContent: `${draw.labelName} ${draw.numero}` });
      if ('prizes' in draw.result) {
        const rows = draw.result.prizes.map((numbers, index) =>
          el('tr', {}, [
            el('th', { scope: 'row', textContent: prizeName(index) }),
            el('td', { className: index === 0 ? 'special' : '', textContent: numbers.join('  ') }),
          ]),
        );
        return el('table', {}, [caption, el('tbody', {}, rows)]);
      }
      return el('table', {}, [
        caption,
        el('tbody', {}, [
          el('tr', {}, [el('td', { className: 'special', textContent: draw.result.numbers.join(' ') })]),
        ]),
      ]);
    }),
  );
}

async function loadTickets() {
  const before = new Map(state.tickets.map((t) => [t.id, t.state]));
  state.tickets = await api('GET', '/lottery/api/tickets');
  if (state.tickets.some((t) => before.get(t.id) === 'OPEN' && t.state !== 'OPEN')) tellParent();
  renderTickets();
}

async function refresh() {
  state.refreshing = true;
  try {
    const data = await api('GET', '/lottery/api/state');
    syncClock(data.serverTime);
    state.games = data.games;
    state.draws = data.draws;
    if (!state.games.some((g) => g.gameCode === state.game)) state.game = state.games[0].gameCode;
    $('balance').textContent = data.balance;
    if ($('game').options.length === 0) {
      renderGames();
      renderBetTypes();
    }
    renderClock();
    await loadTickets();
    renderResults(await api('GET', `/lottery/api/results?gameCode=${encodeURIComponent(state.game)}`));
  } catch (error) {
    notice(messageFor(error));
  } finally {
    // Waits a moment before another refresh, so a draw not yet made is not asked for in a loop.
    setTimeout(() => {
      state.refreshing = false;
    }, 2000);
  }
}

async function buy(event) {
  event.preventDefault();
  if (state.inFlight) return;
  const pick = readPick();
  if (!pick) return formError(T.badPick);
  const stake = $('stake').value.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(stake) || Number(stake) <= 0) return formError(T.badStake);
  formError('');
  const draw = currentDraw();
  if (!navigator.onLine) return formError(T.offline);
  state.inFlight = true;
  $('buy').disabled = true;
  $('buy').textContent = T.buying;
  try {
    const ticket = { drawId: draw.drawId, stake, ...pick };
    const bought = await api('POST', '/lottery/api/tickets', ticket, ticketKey(ticket));
    state.unanswered = null;
    $('balance').textContent = bought.balance;
    notice(`${T.bought}: ${bought.reference}`, true);
    tellParent();
    await loadTickets();
  } catch (error) {
    if (isAnswered(error)) state.unanswered = null;
    formError(messageFor(error));
    // The ticket may have been sold before the answer was lost: the list shows it if so.
    if (!isAnswered(error)) loadTickets().catch(() => undefined);
  } finally {
    state.inFlight = false;
    $('buy').textContent = T.buy;
    renderClock();
  }
}

async function start() {
  applyLabels();
  const token = params.get('t') || '';
  try {
    const opened = await api('POST', '/lottery/api/session', { launchToken: token });
    state.session = opened.lotterySession;
    // A trial account bets trial credit: label it so (never as money).
    if (opened.trial) $('balance-label').textContent = T.trialCredit;
    $('balance').textContent = opened.balance;
  } catch (error) {
    notice(messageFor(error));
    return;
  }
  for (const id of ['draw-card', 'bet-form', 'tickets-card', 'results-card']) $(id).hidden = false;
  $('game').addEventListener('change', () => {
    state.game = $('game').value;
    renderBetTypes();
    void refresh();
  });
  $('bet-type').addEventListener('change', renderSelection);
  $('bet-form').addEventListener('submit', buy);
  await refresh();
  setInterval(renderClock, 500);
  // Re-reads the server clock and open tickets regularly: a sleeping device or a moved clock catches up.
  setInterval(() => {
    if (!state.refreshing) void refresh();
  }, 5000);
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) void refresh();
  });
}

void start();
