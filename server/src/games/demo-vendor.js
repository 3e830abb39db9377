// The demo-vendor page: says plainly that this vendor is not connected, offers the way back.
/* global window, document */
'use strict';
(function () {
  var G = window.TalaGame;
  G.translatePage();
  document.getElementById('back').addEventListener('click', G.exit);
  G.api('POST', '/games/api/session?lang=' + G.lang, { launchToken: G.launchToken }).then(function (value) {
    var vendor = value.game.vendorName;
    document.getElementById('game-name').textContent = value.game.gameName;
    document.title = value.game.gameName;
    document.getElementById('demo-title').textContent = G.t('demoTitle', { vendor: vendor });
    document.getElementById('demo-body').textContent = G.t('demoBody', { vendor: vendor });
    document.getElementById('balance').textContent = G.money(value.balance);
  }, G.showError);
})();
