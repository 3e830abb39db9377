// Tala Baccarat (punto banco): shows both hands and the result. Rules in docs/games.md.
/* global window, document */
'use strict';
(function () {
  var G = window.TalaGame;
  var SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };

  function showHand(id, cards, total) {
    var hand = document.getElementById(id);
    hand.textContent = '';
    cards.forEach(function (card) {
      var node = document.createElement('span');
      var suit = card.slice(-1);
      node.className = 'card' + (suit === 'H' || suit === 'D' ? ' red' : '');
      node.textContent = card.slice(0, -1) + SUITS[suit];
      hand.appendChild(node);
    });
    document.getElementById(id + '-total').textContent = String(total);
  }

  function side() {
    var checked = document.querySelector('input[name="side"]:checked');
    return checked ? checked.value : 'PLAYER';
  }

  G.start('baccarat', {
    play: function () {
      return { side: side() };
    },
    render: function (round) {
      var o = round.outcome;
      showHand('player', o.player, o.playerTotal);
      showHand('banker', o.banker, o.bankerTotal);
      var result = G.t(o.winner === 'PLAYER' ? 'playerWins' : o.winner === 'BANKER' ? 'bankerWins' : 'tieResult');
      if (o.winner === 'TIE' && round.choices.side !== 'TIE') return result + ' · ' + G.t('push');
      return result + ' · ' + (Number(round.win) > 0 ? G.t('win', { amount: G.money(round.win) }) : G.t('noWin'));
    },
    same: function (a, b) {
      return (
        JSON.stringify(a.player) === JSON.stringify(b.player) && JSON.stringify(a.banker) === JSON.stringify(b.banker)
      );
    },
  });
})();
