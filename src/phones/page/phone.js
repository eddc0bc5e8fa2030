// SPDX-License-Identifier: GPL-3.0-or-later
//
// The phone page: fetches its words, then follows the seat's view through
// server-sent events. Nothing is stored on the phone (no cookies, no web
// storage), and the loyalty card is in the page's DOM only while the
// button is held.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  let strings = {};
  let view = null;
  let source = null;

  function t (key) {
    return strings[key] || "";
  }

  function applyStrings () {
    for (const el of document.querySelectorAll("[data-s]"))
      el.textContent = t(el.dataset.s);
    document.title = t("title");
    document.documentElement.lang = strings.lang || "en";
  }

  function setStatus (key) {
    $("status").textContent = t(key);
    $("status").dataset.state = key;
  }

  function fillCards (list, box, cards) {
    list.replaceChildren();
    for (const name of cards || []) {
      const item = document.createElement("li");
      item.textContent = name;
      list.appendChild(item);
    }
    if (box)
      box.hidden = !cards || cards.length === 0;
  }

  function render () {
    const pub = view.public;
    const seat = view.seat;

    $("knight").textContent = seat.knight;
    $("waiting").hidden = !seat.waiting;
    $("waiting-text").textContent = seat.waiting || "";
    $("hold").hidden = !seat.has_loyalty;
    $("loyalty-back").hidden = !seat.has_loyalty;
    $("loyalty-later").hidden = seat.has_loyalty;
    fillCards($("drawn"), $("drawn-box"), seat.drawn);
    fillCards($("peek"), $("peek-box"), seat.peek);
    fillCards($("hand"), null, seat.hand);
    if (seat.hand === null)
      $("hand-note").textContent = t("hand-physical");
    else
      $("hand-note").textContent = seat.hand.length === 0 ? t("hand-empty") : "";
    $("turn").textContent = pub.current || "";
    $("siege").textContent = pub.siege + " / 12";
    $("white-swords").textContent = pub.white_swords;
    $("black-swords").textContent = pub.black_swords;
    $("phase").textContent = pub.over ? t("over") : pub.phase || "";
  }

  // Press and hold: shown while held, hidden on any way of letting go.
  function showLoyalty (event) {
    if (!view || !view.seat.has_loyalty)
      return;
    if (event && event.type === "keydown" && event.key !== " " && event.key !== "Enter")
      return;
    if (event)
      event.preventDefault();
    const card = $("loyalty-card");
    card.textContent = view.seat.loyalty;
    card.className = "card " + (view.seat.traitor ? "traitor" : "loyal");
    card.hidden = false;
    $("loyalty-back").hidden = true;
  }

  function hideLoyalty () {
    const card = $("loyalty-card");
    card.textContent = "";
    card.className = "card";
    card.hidden = true;
    $("loyalty-back").hidden = !(view && view.seat.has_loyalty);
  }

  function connect () {
    setStatus("connecting");
    source = new EventSource("events");
    source.addEventListener("view", (event) => {
      view = JSON.parse(event.data);
      setStatus("connected");
      render();
    });
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED) {
        hideLoyalty();
        view = null;
        setStatus("gone");
      } else {
        setStatus("reconnecting");
      }
    });
  }

  function start () {
    const hold = $("hold");
    hold.addEventListener("pointerdown", showLoyalty);
    hold.addEventListener("touchstart", showLoyalty, { passive: false });
    hold.addEventListener("keydown", showLoyalty);
    for (const type of ["pointerup", "pointercancel", "pointerleave", "touchend",
                        "touchcancel", "keyup", "blur"])
      hold.addEventListener(type, hideLoyalty);
    hold.addEventListener("contextmenu", (event) => event.preventDefault());
    window.addEventListener("blur", hideLoyalty);
    window.addEventListener("pagehide", hideLoyalty);
    document.addEventListener("visibilitychange", hideLoyalty);

    fetch("strings", { cache: "no-store" })
      .then((response) => response.json())
      .then((json) => { strings = json; })
      .catch(() => {})
      .finally(() => { applyStrings(); connect(); });
  }

  start();
})();
