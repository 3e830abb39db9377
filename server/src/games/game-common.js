// Shared runtime of the built-in game pages (contract §9). The page runs framed with `sandbox`
/* global window, document, parent, location, history, crypto, fetch, setTimeout, URLSearchParams */
// and no allow-same-origin (an opaque origin): it exchanges the launch token from its URL for a
// game session and then talks only to /games/api/* with the X-Game-Session header (no cookies).
'use strict';
(function () {
  var params = new URLSearchParams(location.search);
  // The platform served this page with its language's strings only (strings-<CODE>.js; an
  // unknown code gets English), with `lang` and `dir` already on <html>.
  var strings = window.TALA_GAME_STRINGS;
  var lang = (params.get('lang') || 'EN').toUpperCase();
  var launchToken = params.get('t') || '';
  var session = null;
  var busy = false;
  var lastRound = null;
  // The round whose answer was lost: { signature, roundId } until the platform answers it for sure.
  var unanswered = null;
  var $ = function (id) {
    return document.getElementById(id);
  };

  // Drop the single-use token from the address (reloads would only show "link expired").
  try {
    history.replaceState(null, '', location.pathname + '?lang=' + encodeURIComponent(lang));
  } catch {
    /* opaque origin may refuse */
  }

  function t(key, vars) {
    var text = strings[key] || key;
    Object.keys(vars || {}).forEach(function (name) {
      text = text.split('{' + name + '}').join(String(vars[name]));
    });
    return text;
  }

  function money(amount) {
    var value = Number(amount);
    try {
      // Latin digits in every language: amounts read like the stakes and the provably fair numbers.
      return new Intl.NumberFormat(strings.htmlLang + '-u-nu-latn', {
        style: 'currency',
        currency: (session && session.currency) || 'PHP',
      }).format(value);
    } catch {
      return amount;
    }
  }

  /** A v4 UUID from getRandomValues (randomUUID needs a secure context). */
  function uuid() {
    var b = new Uint8Array(16);
    crypto.getRandomValues(b);
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    var h = Array.prototype.map
      .call(b, function (x) {
        return (x + 0x100).toString(16).slice(1);
      })
      .join('');
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  }

  function randomSeed() {
    var b = new Uint8Array(8);
    crypto.getRandomValues(b);
    return Array.prototype.map
      .call(b, function (x) {
        return (x + 0x100).toString(16).slice(1);
      })
      .join('');
  }

  var ERROR_KEYS = {
    'account.balance.not.enough': 'insufficient',
    'game.round.in.progress': 'roundInProgress',
    'game.session.invalid': 'sessionEnded',
    'game.maintenance': 'maintenance',
    'launch.token.invalid': 'linkExpired',
  };

  function ApiError(code, message) {
    this.code = code;
    this.message = message;
  }

  function api(method, path, body) {
    var headers = {};
    if (session) headers['X-Game-Session'] = session.gameSession;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return fetch(path, {
      method: method,
      headers: headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
    })
      .catch(function () {
        throw new ApiError('network', '');
      })
      .then(function (response) {
        return response.json().catch(function () {
          return { success: false, errorCode: 'http.' + response.status, message: '' };
        });
      })
      .then(function (envelope) {
        if (!envelope.success) throw new ApiError(envelope.errorCode, envelope.message);
        return envelope.value;
      });
  }

  function showError(error) {
    var box = $('error');
    var key = error && (error.code === 'network' ? 'network' : ERROR_KEYS[error.code]);
    box.textContent = key ? t(key) : (error && error.message) || t('genericError');
    box.hidden = false;
  }

  function clearError() {
    $('error').hidden = true;
    $('error').textContent = '';
  }

  function translatePage() {
    document.documentElement.lang = strings.htmlLang;
    document.documentElement.dir = strings.dir;
    document.querySelectorAll('[data-t]').forEach(function (node) {
      node.textContent = t(node.getAttribute('data-t'));
    });
    // Buttons that show a sign (−, +) are named for screen readers.
    document.querySelectorAll('[data-t-label]').forEach(function (node) {
      node.setAttribute('aria-label', t(node.getAttribute('data-t-label')));
    });
  }

  /** Whether the player asked for less motion: rounds then show their result at once. */
  function reducedMotion() {
    return Boolean(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }

  function wait(ms) {
    return new Promise(function (resolve) {
      setTimeout(resolve, ms);
    });
  }

  /** The stake steps the −/+ buttons move through (the platform takes 1.00 to 5,000.00). */
  var STAKES = ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00', '200.00', '500.00'];
  var stakeIndex = 0;

  function showStake() {
    var output = $('stake');
    output.value = money(STAKES[stakeIndex]);
    output.setAttribute('data-value', STAKES[stakeIndex]);
    $('stake-down').disabled = stakeIndex === 0;
    $('stake-up').disabled = stakeIndex === STAKES.length - 1;
  }

  function stepStake(by) {
    stakeIndex = Math.max(0, Math.min(STAKES.length - 1, stakeIndex + by));
    showStake();
  }

  function showLastWin(win) {
    var node = $('last-win');
    if (!node) return;
    node.textContent = money(win);
    node.classList.toggle('won', Number(win) > 0);
  }

  function setBalance(balance) {
    $('balance').textContent = money(balance);
    // The app refreshes its header balance (seamless wallet).
    parent.postMessage({ type: 'tala:round', balance: balance }, '*');
  }

  function setCommitment(hash, nonce) {
    var hashNode = $('next-hash');
    if (hashNode) hashNode.textContent = hash || '';
    var nonceNode = $('next-nonce');
    if (nonceNode) nonceNode.textContent = nonce === null || nonce === undefined ? '' : String(nonce);
  }

  function clientSeed() {
    var input = $('client-seed');
    var value = input.value.trim();
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) {
      value = randomSeed();
      input.value = value;
    }
    return value;
  }

  function showLastRound(round) {
    lastRound = round;
    $('last-round').hidden = false;
    $('last-seed').textContent = round.serverSeed;
    $('last-hash').textContent = round.usedServerSeedHash;
    $('last-client').textContent = round.clientSeed;
    $('last-nonce').textContent = String(round.nonce);
    $('verify-result').textContent = '';
  }

  function verify(kind, sameOutcome) {
    if (!lastRound) return;
    var round = lastRound;
    var query =
      '?kind=' +
      kind +
      '&serverSeed=' +
      round.serverSeed +
      '&clientSeed=' +
      encodeURIComponent(round.clientSeed) +
      '&nonce=' +
      round.nonce +
      (round.choices && round.choices.target ? '&target=' + round.choices.target : '');
    api('GET', '/games/api/verify' + query).then(function (check) {
      var good = check.serverSeedHash === round.usedServerSeedHash && sameOutcome(check.outcome, round.outcome);
      $('verify-result').textContent = good ? t('verified') : t('notVerified');
    }, showError);
  }

  /**
   * Starts a game page. `game.play()` returns the body's choices; `game.render(round)` shows a
   * round and returns the result text; `game.same(a, b)` compares outcomes for the verify panel.
   */
  function start(kind, game) {
    translatePage();
    var button = $('play');
    button.disabled = true;
    $('client-seed').value = randomSeed();
    api('POST', '/games/api/session?lang=' + lang, { launchToken: launchToken }).then(
      function (value) {
        session = value;
        $('game-name').textContent = value.game.gameName;
        document.title = value.game.gameName;
        // A trial account plays trial credit: say so where the balance shows (never as money).
        if (value.trial) {
          var label = document.querySelector('[data-t="balance"]');
          if (label) {
            label.setAttribute('data-t', 'trialCredit');
            label.textContent = t('trialCredit');
          }
        }
        setBalance(value.balance);
        showStake();
        setCommitment(value.serverSeedHash, value.nonce);
        if (game.ready) game.ready(value);
        button.disabled = false;
      },
      function (error) {
        showError(error);
      },
    );

    showStake();
    $('stake-down').addEventListener('click', function () {
      stepStake(-1);
    });
    $('stake-up').addEventListener('click', function () {
      stepStake(1);
    });

    $('verify').addEventListener('click', function () {
      verify(kind, game.same);
    });

    function playOnce(body, retried) {
      return api('POST', '/games/api/' + kind + '/play', body).catch(function (error) {
        // The answer was lost: ask again with the same round id (the platform answers the first result).
        if (error.code === 'network' && !retried)
          return new Promise(function (r) {
            setTimeout(r, 800);
          }).then(function () {
            return playOnce(body, true);
          });
        throw error;
      });
    }

    /**
     * The round id is the bet's idempotency key (issue 31): made once per intended bet and reused
     * when the same bet (same stake, seed and choices) is tried again after an answer that was
     * lost, so the platform plays it once and answers the first result; a changed bet is a new round.
     */
    function roundIdFor(bet) {
      var signature = JSON.stringify(bet);
      if (!unanswered || unanswered.signature !== signature) unanswered = { signature: signature, roundId: uuid() };
      return unanswered.roundId;
    }

    /** Whether the platform answered for sure (a round or a refusal); otherwise the bet may or may not be placed. */
    function isAnswered(error) {
      var code = (error && error.code) || '';
      return code !== '' && code !== 'network' && code.indexOf('http.') !== 0 && code !== 'game.round.in.progress';
    }

    button.addEventListener('click', function () {
      if (busy || !session) return;
      busy = true;
      button.disabled = true;
      clearError();
      $('result').textContent = t('playing');
      var bet = Object.assign({ stake: STAKES[stakeIndex], clientSeed: clientSeed() }, game.play());
      var body = Object.assign({ roundId: roundIdFor(bet) }, bet);
      // The round animates while the platform answers: at least a short spin, never an endless one.
      if (game.begin) game.begin();
      var shortest = game.begin && !reducedMotion() ? wait(game.shortest || 450) : null;
      playOnce(body, false)
        .then(function (round) {
          return Promise.resolve(shortest).then(function () {
            return round;
          });
        })
        .then(
          function (round) {
            unanswered = null;
            return Promise.resolve(game.render(round)).then(function (text) {
              $('result').textContent = text;
              setBalance(round.balance);
              showLastWin(round.win);
              setCommitment(round.serverSeedHash, round.nextNonce);
              showLastRound(round);
            });
          },
          function (error) {
            if (isAnswered(error)) unanswered = null;
            if (game.abort) game.abort();
            $('result').textContent = '';
            showError(error);
          },
        )
        .then(function () {
          busy = false;
          button.disabled = false;
        });
    });
  }

  window.TalaGame = {
    t: t,
    money: money,
    reducedMotion: reducedMotion,
    wait: wait,
    start: start,
    api: api,
    showError: showError,
    translatePage: translatePage,
    exit: function () {
      parent.postMessage({ type: 'tala:exit' }, '*');
    },
    launchToken: launchToken,
    lang: lang,
  };
})();
