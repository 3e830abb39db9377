// Tala Baccarat (punto banco): the cards are dealt in the table's order (player, banker, player,
// banker, then any third cards) and turned over one by one. Rules in docs/games.md.
/* global window, document */
'use strict';
(function () {
  var G = window.TalaGame;
  var SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
  var DEAL_GAP = 320;

  function cardNode(card) {
    var node = document.createElement('span');
    var suit = card.slice(-1);
    node.className = 'card' + (suit === 'H' || suit === 'D' ? ' red' : '');
    node.setAttribute('role', 'img');
    node.setAttribute('aria-label', card.slice(0, -1) + SUITS[suit]);
    var rank = document.createElement('span');
    rank.className = 'rank';
    rank.textContent = card.slice(0, -1);
    var mark = document.createElement('span');
    mark.className = 'suit';
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = SUITS[suit];
    node.appendChild(rank);
    node.appendChild(mark);
    return node;
  }

  /** Two face-down cards per hand: the table before a round. */
  function faceDown() {
    ['player', 'banker'].forEach(function (id) {
      var hand = document.getElementById(id);
      hand.textContent = '';
      for (var n = 0; n < 2; n++) {
        var back = document.createElement('span');
        back.className = 'card back';
        back.setAttribute('aria-hidden', 'true');
        hand.appendChild(back);
      }
      document.getElementById(id + '-total').textContent = '';
      hand.parentNode.classList.remove('won');
    });
  }
  faceDown();

  function side() {
    var checked = document.querySelector('input[name="side"]:checked');
    return checked ? checked.value : 'PLAYER';
  }

  /** The order cards reach the table: P1, B1, P2, B2, then the player's and the banker's third. */
  function dealOrder(o) {
    var order = [];
    for (var n = 0; n < 3; n++) {
      if (o.player[n]) order.push(['player', o.player[n]]);
      if (o.banker[n]) order.push(['banker', o.banker[n]]);
    }
    return order;
  }

  function finish(round) {
    var o = round.outcome;
    document.getElementById('player-total').textContent = String(o.playerTotal);
    document.getElementById('banker-total').textContent = String(o.bankerTotal);
    if (o.winner !== 'TIE') document.getElementById(o.winner.toLowerCase()).parentNode.classList.add('won');
    var result = G.t(o.winner === 'PLAYER' ? 'playerWins' : o.winner === 'BANKER' ? 'bankerWins' : 'tieResult');
    if (o.winner === 'TIE' && round.choices.side !== 'TIE') return result + ' · ' + G.t('push');
    return result + ' · ' + (Number(round.win) > 0 ? G.t('win', { amount: G.money(round.win) }) : G.t('noWin'));
  }

  G.start('baccarat', {
    begin: faceDown,
    abort: faceDown,
    play: function () {
      return { side: side() };
    },
    render: function (round) {
      ['player', 'banker'].forEach(function (id) {
        document.getElementById(id).textContent = '';
      });
      var order = dealOrder(round.outcome);
      var animate = !G.reducedMotion();
      if (!animate) {
        order.forEach(function (step) {
          document.getElementById(step[0]).appendChild(cardNode(step[1]));
        });
        return finish(round);
      }
      return order
        .reduce(function (dealt, step, index) {
          return dealt.then(function () {
            var node = cardNode(step[1]);
            node.classList.add('dealt');
            document.getElementById(step[0]).appendChild(node);
            return G.wait(index === order.length - 1 ? 450 : DEAL_GAP);
          });
        }, Promise.resolve())
        .then(function () {
          return finish(round);
        });
    },
    same: function (a, b) {
      return (
        JSON.stringify(a.player) === JSON.stringify(b.player) && JSON.stringify(a.banker) === JSON.stringify(b.banker)
      );
    },
  });
})();
