// The playground page: a front end of the Swift engine, like the UIKit and SwiftUI ones.
// `carousel.wasm` is CarouselCore compiled to WebAssembly with the playground's demos
// (Playground/Sources/PlaygroundEngine); this file turns pointer, wheel, key and panel events
// into the engine's actions at once, sends a display frame at each animation frame while the
// engine's schedule asks for one, and applies each update the engine writes: the slot
// commands with the items' attributes, the state and the events. It decides nothing. Times
// are seconds on one clock: events' `timeStamp` and `performance.now()` share the page's
// time origin.
"use strict";

(() => {
  const statusNode = document.getElementById("status");
  const logNode = document.getElementById("log");
  const codeNode = document.getElementById("swift-code");
  const panelSelect = document.getElementById("panel-demo");
  const plotCanvas = document.getElementById("plot");
  const plotTitle = document.getElementById("plot-title");
  const traceNode = document.getElementById("trace-output");
  // The look control holds the options of every demo with looks (`data-look-of`); it shows
  // the current demo's only, numbered as that demo numbers its looks.
  const lookSelect = document.querySelector('[data-setting="look"]');
  const lookOptions = [...lookSelect.options];

  const demos = {};
  let names = []; // the demos, as the engine numbers them
  let engine = null; // the module's exports
  let words = null; // the engine's vocabulary (Playground.vocabulary())
  let H = {}; // header offsets by name
  let D = {}; // draw offsets by name
  let P = {}; // piece offsets by name
  let selected = "banners";

  // What tests and curious people can reach from the console.
  const api = {
    demos,
    errors: [], // refused calls, newest last
    events: {}, // per demo: the driver's events, oldest first (at most 2000)
    trace: null, // the latest "Copy as trace"
    // Every action is applied before send() returns, so what the page shows always reflects
    // every message sent (seen === sent): tests wait on it as they did when a server answered.
    messages: { sent: 0, seen: 0 },
    // The cost of the engine per frame in the page: calls into the module and applying their
    // updates, in ms (performance.now()), over the frames that moved something.
    frameCost: { frames: 0, total: 0, max: 0 },
    send(message) { return dispatch(message); },
    replay(trace, fps) { return replay(trace, fps); },
    bench(name, frames) { return bench(name, frames); },
    get connected() { return engine !== null; },
    get moduleBytes() { return moduleBytes; },
    // While true the page sends no frame: a test replaying a gesture with exact event times
    // (in the future of the page's clock) sets it, so that no frame stamped earlier than a
    // pointer event reaches the driver between them; the frames go on once it is false.
    framesHeld: false,
  };
  window.playground = api;
  let moduleBytes = 0;

  const seconds = (ms) => Math.max(ms, 0) / 1000;
  const now = () => seconds(performance.now());

  function setStatus(status, text) {
    statusNode.dataset.status = status;
    statusNode.textContent = text;
  }

  function log(text) {
    logNode.textContent = text;
  }

  // ---------------------------------------------------------------- the engine's memory

  function text(length) {
    if (length < 0) return null;
    return new TextDecoder().decode(new Uint8Array(engine.memory.buffer, engine.ck_text(), length));
  }

  let view = null;
  // The update the engine wrote last (a Float64Array over the module's memory; the buffer
  // moves when it grows, and the memory's buffer changes when the memory grows).
  function buffer() {
    const address = engine.ck_buffer();
    if (!view || view.buffer !== engine.memory.buffer || view.byteOffset !== address) {
      view = new Float64Array(engine.memory.buffer, address, (engine.memory.buffer.byteLength - address) >> 3);
    }
    return view;
  }

  // ---------------------------------------------------------------- applying an update

  function slotElement(demo, slot) {
    while (demo.slots.length <= slot) {
      const node = document.createElement("div");
      node.className = "item";
      node.dataset.slot = String(demo.slots.length);
      node.dataset.role = "slot";
      node.hidden = true;
      demo.stage.appendChild(node);
      demo.slots.push(node);
    }
    return demo.slots[slot];
  }

  function hideSlot(node) {
    node.hidden = true;
    node.dataset.role = "slot";
    delete node.dataset.index;
    delete node.dataset.position;
  }

  // The pieces of a sliced item (ItemAttributes.pieces), `count` of them from the piece list's
  // `start`-th (the list starts at `base`): each piece's rectangle in the item, its centre as
  // drawn, scales, opacity and corner radius; null for an item drawn whole.
  function pieces(b, base, start, count) {
    if (!(count > 0)) return null;
    const list = [];
    for (let i = 0, at = base + start * words.piece; i < count; i++, at += words.piece) {
      list.push({
        minX: b[at + P.minX], minY: b[at + P.minY], width: b[at + P.width], height: b[at + P.height],
        centerX: b[at + P.centerX], centerY: b[at + P.centerY], scaleX: b[at + P.scaleX], scaleY: b[at + P.scaleY],
        alpha: b[at + P.alpha], cornerRadius: b[at + P.cornerRadius],
      });
    }
    return list;
  }

  // The attributes of one draw, in the shape Render.place reads (`pieceBase`: where the
  // update's piece list starts).
  function attributes(b, at, pieceBase) {
    const m11 = b[at + D.m11];
    return {
      index: b[at + D.index],
      position: b[at + D.position],
      center: { x: b[at + D.centerX], y: b[at + D.centerY] },
      size: { width: b[at + D.width], height: b[at + D.height] },
      scale: b[at + D.scale],
      rotation: b[at + D.rotation],
      zIndex: b[at + D.zIndex],
      alpha: b[at + D.alpha],
      transform: Number.isNaN(m11) ? null : Array.from(b.subarray(at + D.m11, at + D.m11 + 16)),
      arc: Number.isNaN(b[at + D.arcAngle]) ? null
        : { angle: b[at + D.arcAngle], innerRadius: b[at + D.arcInnerRadius], outerRadius: b[at + D.arcOuterRadius] },
      effects: {
        blurRadius: b[at + D.blurRadius],
        shadowOpacity: b[at + D.shadowOpacity],
        shadowRadius: b[at + D.shadowRadius],
        shadowOffsetX: b[at + D.shadowOffsetX],
        shadowOffsetY: b[at + D.shadowOffsetY],
      },
      pieces: pieces(b, pieceBase, b[at + D.pieceStart], b[at + D.pieceCount]),
    };
  }

  // Applies the update the engine wrote for `demo`: its slot commands (hide; show, filling the
  // element when the slot was assigned a new item), its state, schedule and events.
  function apply(demo) {
    const b = buffer();
    const count = b[H.count];
    const stage = demo.stage;
    if (demo.count !== count) {
      demo.count = count;
      stage.dataset.count = String(count);
      updateIndicator(demo, true);
    }
    const perspective = b[H.perspective];
    const wanted = Number.isNaN(perspective) ? "" : `${perspective}px`;
    if (stage.style.perspective !== wanted) stage.style.perspective = wanted;
    const slotCount = b[H.slotCount];
    for (let i = slotCount; i < demo.slots.length; i++) if (!demo.slots[i].hidden) hideSlot(demo.slots[i]);
    const draws = b[H.drawCount];
    // The piece list follows the draws and the events.
    const pieceBase = words.header + draws * words.draw + b[H.eventCount] * words.event;
    let at = words.header;
    for (let k = 0; k < draws; k++, at += words.draw) {
      const node = slotElement(demo, b[at + D.slot]);
      const command = b[at + D.command];
      if (command === 0) {
        hideSlot(node);
        continue;
      }
      const item = attributes(b, at, pieceBase);
      if (command === 2 || node.hidden) {
        Render.content(demo.name, node, item, count);
        node.dataset.index = String(item.index);
        node.dataset.position = String(item.position);
        node.dataset.role = "item";
        node.hidden = false;
      }
      Render.place(demo.name, node, item);
    }
    const state = {
      count,
      phase: words.phases[b[H.phase]],
      unwrappedOffset: b[H.unwrappedOffset],
      velocity: b[H.velocity],
      currentIndex: b[H.currentIndex] < 0 ? null : b[H.currentIndex],
      time: b[H.time],
      slotCount,
    };
    demo.schedule = b[H.schedule];
    demo.wakeTime = b[H.wakeTime];
    const events = readEvents(b, at, b[H.eventCount], state.time);
    const index = state.currentIndex === null ? "" : String(state.currentIndex);
    if (stage.dataset.currentIndex !== index) {
      stage.dataset.currentIndex = index;
      demo.currentIndex = state.currentIndex;
      updateIndicator(demo, false);
    }
    stage.dataset.phase = state.phase;
    stage.dataset.offset = state.unwrappedOffset.toFixed(2);
    stage.dataset.velocity = state.velocity.toFixed(1);
    stage.dataset.ready = "true";
    logEvents(demo, events);
    demo.readout.textContent =
      `item ${state.currentIndex === null ? "–" : state.currentIndex} of ${count} · ${state.phase}` +
      ` · offset ${state.unwrappedOffset.toFixed(1)} pt · ${Math.round(state.velocity)} pt/s · ${slotCount} views`;
    recordPlot(demo.name, state);
    return state;
  }

  // The update's events that the log lists (the kinds `carousel simulate` lists by default),
  // as `{t, kind, index, copy}`.
  function readEvents(b, at, count, time) {
    const list = [];
    for (let k = 0; k < count; k++, at += words.event) {
      const kind = words.events[b[at]];
      if (!words.logged.includes(kind)) continue;
      const event = { t: time, kind };
      if (kind !== "dragBegan" && kind !== "dragEnded" && kind !== "handedOff") {
        event.index = b[at + 1] < 0 ? null : b[at + 1];
      }
      if (kind === "appeared" || kind === "disappeared") event.copy = b[at + 2];
      list.push(event);
    }
    return list;
  }

  // The driver's events: the log under the demo.
  function logEvents(demo, events) {
    if (!events.length) return;
    const all = api.events[demo.name];
    all.push(...events);
    if (all.length > 2000) all.splice(0, all.length - 2000);
    const box = demo.eventLog;
    for (const e of events) {
      if (e.kind === "appeared" || e.kind === "disappeared") continue;
      const line = document.createElement("li");
      line.dataset.kind = e.kind;
      line.textContent = `${e.t.toFixed(3)} ${e.kind}${e.index === undefined ? "" : ` ${e.index === null ? "–" : e.index}`}`;
      box.prepend(line);
    }
    while (box.children.length > 12) box.lastChild.remove();
  }

  function updateIndicator(demo, rebuild) {
    const box = demo.indicator;
    if (!box) return;
    const count = demo.count || 0;
    if (rebuild) {
      box.replaceChildren();
      if (count <= 20) {
        for (let i = 0; i < count; i++) {
          const dot = document.createElement("button");
          dot.type = "button";
          dot.setAttribute("aria-label", `Show banner ${i + 1}`);
          dot.addEventListener("click", () => dispatch({ type: "scroll", demo: demo.name, index: i, animated: true, t: now() }));
          box.appendChild(dot);
        }
      } else {
        box.appendChild(Object.assign(document.createElement("span"), { className: "text" }));
      }
    }
    const dots = box.querySelectorAll("button");
    dots.forEach((dot, i) => dot.setAttribute("aria-current", String(i === demo.currentIndex)));
    const text = box.querySelector(".text");
    if (text) text.textContent = `${demo.currentIndex === null ? "–" : demo.currentIndex + 1} / ${count}`;
  }

  // ---------------------------------------------------------------- actions

  const touchPhases = { began: 0, moved: 1, ended: 2, cancelled: 3 };
  const scrollPhases = { possible: 0, began: 1, changed: 2, ended: 3, cancelled: 4 };
  const arrows = { ArrowLeft: 0, ArrowRight: 1, ArrowUp: 2, ArrowDown: 3 };

  function refuse(message, why) {
    api.errors.push({ message, why });
    log(`refused: ${why}`);
    return false;
  }

  // Hands one action to the engine and applies its update. Messages are the old WebSocket
  // protocol's shapes ({type: "pointer", demo, phase, x, y, pointerId, target, t}, "key",
  // "scroll", "resize", "configure", "frame", "trace", "wheel"), so tests and the console
  // can drive the page the way its own handlers do. Returns the call's answer (whether the
  // engine took a key or a wheel event), or false for a refused message.
  function dispatch(message) {
    if (!engine) return false;
    api.messages.sent++;
    try {
      return handle(message);
    } finally {
      api.messages.seen = api.messages.sent;
    }
  }

  function handle(message) {
    if (message.type === "frame") {
      for (const name of names) frame(demos[name], message.t, true);
      return true;
    }
    const demo = demos[message.demo];
    if (!demo) return refuse(message, `unknown demo ${message.demo}`);
    const n = demo.number;
    switch (message.type) {
      case "pointer": {
        const phase = touchPhases[message.phase];
        if (phase === undefined) return refuse(message, `unknown phase ${message.phase}`);
        if (engine.ck_touch(n, phase, message.x, message.y ?? demo.middle, message.t, message.pointerId ?? 0,
          message.target === "control" ? 1 : 0) < 0) return refuse(message, "the engine refused the pointer");
        apply(demo);
        return true;
      }
      case "wheel": {
        const phase = scrollPhases[message.phase];
        if (phase === undefined) return refuse(message, `unknown phase ${message.phase}`);
        const handled = engine.ck_pointer_scroll(n, phase, message.discrete ? 1 : 0, message.x, message.y, message.t);
        apply(demo);
        return handled === 1;
      }
      case "key": {
        const arrow = arrows[message.key];
        if (arrow === undefined) return refuse(message, `unknown key ${message.key}`);
        const handled = engine.ck_key(n, arrow, message.t);
        apply(demo);
        return handled === 1;
      }
      case "scroll":
        engine.ck_scroll(n, message.index, message.animated ? 1 : 0, message.t);
        apply(demo);
        return true;
      case "resize":
        engine.ck_resize(n, message.width, message.height, message.t);
        apply(demo);
        demo.middle = message.height / 2;
        return true;
      case "configure": {
        let changed = false;
        for (const [key, value] of Object.entries(message.settings || {})) {
          const field = words.settings.indexOf(key);
          if (field < 0) return refuse(message, `unknown setting ${key}`);
          const number = key === "snapping" ? words.snapping.indexOf(value) : Number(value);
          const answer = engine.ck_configure(n, field, number, message.t);
          if (answer < 0) return refuse(message, `${key} = ${JSON.stringify(value)} is not a value of the setting`);
          if (answer === 1) {
            apply(demo);
            changed = true;
          }
        }
        describe(demo);
        return changed;
      }
      case "trace":
        showTrace(JSON.parse(text(engine.ck_trace(n))));
        return true;
      default:
        return refuse(message, `unknown type ${message.type}`);
    }
  }

  // A display frame for one demo, when its schedule asks for one (always with `force`).
  function frame(demo, t, force) {
    if (!force && !(demo.schedule === 0 || (demo.schedule === 1 && t >= demo.wakeTime))) return false;
    engine.ck_frame(demo.number, t);
    apply(demo);
    return true;
  }

  // The demo's settings and Swift code, as the engine describes them.
  function describe(demo) {
    const info = JSON.parse(text(engine.ck_describe(demo.number)));
    demo.settings = info.settings;
    demo.swift = info.swift;
    if (demo.name === selected) showSettings(demo);
  }

  // ---------------------------------------------------------------- input

  // The pointer's position in the demo's viewport (CSS px, taken as points).
  function position(demo, event) {
    const rect = demo.stage.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  function eventTime(event) {
    const t = event.timeStamp;
    return Number.isFinite(t) && t > 0 ? seconds(t) : now();
  }

  function sendPointer(demo, phase, event, target) {
    const p = position(demo, event);
    const message = { type: "pointer", demo: demo.name, phase, x: p.x, y: p.y, pointerId: event.pointerId, t: eventTime(event) };
    if (target) message.target = target;
    dispatch(message);
  }

  // Every pointer goes to the driver as it comes (it follows the first finger and ignores a
  // second one, decides the direction, hands a vertical swipe to the page, taps); a pointer
  // that goes down on a button inside an item is a "control" touch, which never selects.
  function attachInput(demo) {
    const stage = demo.stage;
    stage.addEventListener("pointerdown", (event) => {
      if (!engine) return;
      if (event.pointerType === "mouse" && event.button !== 0) return;
      const control = event.target instanceof Element && event.target.closest("button") !== null;
      demo.pointers.add(event.pointerId);
      if (demo.pointerId === null) {
        demo.pointerId = event.pointerId;
        stage.classList.add("dragging");
        endWheel(demo);
        startPlot(demo, eventTime(event));
      }
      if (!control && event.pointerType === "mouse") {
        try { stage.setPointerCapture(event.pointerId); } catch (_) { /* synthetic pointer */ }
      }
      sendPointer(demo, "began", event, control ? "control" : "content");
      select(demo.name);
      stage.focus({ preventScroll: true });
      if (event.pointerType === "mouse" && !control) event.preventDefault();
    });
    stage.addEventListener("pointermove", (event) => {
      if (!demo.pointers.has(event.pointerId)) return;
      const coalesced = typeof event.getCoalescedEvents === "function" ? event.getCoalescedEvents() : [];
      for (const e of coalesced.length ? coalesced : [event]) sendPointer(demo, "moved", e);
    });
    const finish = (phase) => (event) => {
      if (!demo.pointers.has(event.pointerId)) return;
      demo.pointers.delete(event.pointerId);
      sendPointer(demo, phase, event);
      if (event.pointerId === demo.pointerId) {
        demo.pointerId = null;
        stage.classList.remove("dragging");
        markRelease(demo, eventTime(event));
      }
    };
    // pointercancel: the browser took the touch (a vertical pan of the page, touch-action: pan-y).
    stage.addEventListener("pointerup", finish("ended"));
    stage.addEventListener("pointercancel", finish("cancelled"));
    stage.addEventListener("lostpointercapture", finish("cancelled"));
    document.addEventListener("pointerup", finish("ended"));
    document.addEventListener("pointercancel", finish("cancelled"));

    // Trackpads and wheels: the engine's pointer scrolling (UIKit's scroll pan). The browser
    // reports no end of a scroll gesture: it ends when the wheel events stop for 90 ms.
    stage.addEventListener("wheel", (event) => {
      if (!engine || demo.pointerId !== null) return;
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 300 : 1;
      const discrete = event.deltaMode !== 0;
      const t = eventTime(event);
      // The translation the content moves by, as a finger's drag would move it.
      const dx = -event.deltaX * unit;
      const dy = -event.deltaY * unit;
      if (!demo.wheel) {
        const possible = { type: "wheel", demo: demo.name, phase: "possible", discrete, x: dx, y: dy, t };
        if (!dispatch(possible)) return; // across the axis, or nothing to scroll: the page scrolls
        demo.wheel = { x: 0, y: 0, t, discrete, timer: 0 };
        dispatch({ type: "wheel", demo: demo.name, phase: "began", discrete, x: 0, y: 0, t });
        startPlot(demo, t);
        select(demo.name);
      }
      event.preventDefault();
      const wheel = demo.wheel;
      wheel.x += dx;
      wheel.y += dy;
      wheel.t = t;
      dispatch({ type: "wheel", demo: demo.name, phase: "changed", discrete, x: wheel.x, y: wheel.y, t });
      clearTimeout(wheel.timer);
      wheel.timer = setTimeout(() => endWheel(demo), 90);
    }, { passive: false });

    // Arrow keys go to the driver, which steps along the axis (and says whether it did).
    stage.addEventListener("keydown", (event) => {
      if (!(event.key in arrows)) return;
      if (dispatch({ type: "key", demo: demo.name, key: event.key, t: eventTime(event) })) event.preventDefault();
    });

    stage.addEventListener("click", () => select(demo.name));
  }

  function endWheel(demo) {
    const wheel = demo.wheel;
    if (!wheel) return;
    clearTimeout(wheel.timer);
    demo.wheel = null;
    dispatch({ type: "wheel", demo: demo.name, phase: "ended", discrete: wheel.discrete, x: wheel.x, y: wheel.y, t: wheel.t });
    markRelease(demo, wheel.t);
  }

  // The viewport of each demo is its stage's size: the engine lays out in it and keeps the
  // current item when it changes.
  function stageSize(demo) {
    const rect = demo.stage.getBoundingClientRect();
    return { width: Math.round(rect.width * 100) / 100, height: Math.round(rect.height * 100) / 100 };
  }

  function sendSize(demo) {
    const { width, height } = stageSize(demo);
    if (width < 1 || height < 1) return;
    if (demo.lastSize && demo.lastSize.width === width && demo.lastSize.height === height) return;
    demo.lastSize = { width, height };
    dispatch({ type: "resize", demo: demo.name, width, height, t: now() });
    describe(demo);
  }

  const resizeObserver = new ResizeObserver(() => {
    if (!engine) return;
    for (const name of names) sendSize(demos[name]);
  });

  // ---------------------------------------------------------------- panel

  function select(name) {
    if (!demos[name]) return;
    selected = name;
    panelSelect.value = name;
    for (const n of names) demos[n].card.classList.toggle("selected", n === name);
    showSettings(demos[name]);
  }

  function showLooks(demo) {
    const mine = lookOptions.filter((option) => option.dataset.lookOf === demo.name);
    if (mine.length === lookSelect.options.length && mine.every((option, k) => lookSelect.options[k] === option)) return;
    lookSelect.replaceChildren(...mine);
  }

  function showSettings(demo) {
    const s = demo.settings;
    codeNode.textContent = demo.swift || "";
    if (!s) return;
    showLooks(demo);
    for (const input of document.querySelectorAll("[data-setting]")) {
      const key = input.dataset.setting;
      const value = s[key];
      if (input.type === "checkbox") input.checked = Boolean(value);
      else if (document.activeElement !== input || input.type === "range" || input.tagName === "SELECT") input.value = String(value);
    }
    for (const out of document.querySelectorAll("[data-output]")) {
      const key = out.dataset.output;
      out.textContent = key === "decelerationRate" ? Number(s[key]).toFixed(4) : Number(s[key]).toFixed(2);
    }
    document.querySelector('[data-setting="maxItemsPerFling"]').disabled = s.snapping !== "paging";
    document.querySelector('[data-setting="autoplayInterval"]').disabled = !s.autoplay;
    // Controls of some demos only (the look, of the iCarousel, FSPagerView and CollectionViewPagingLayout demos).
    for (const row of document.querySelectorAll("[data-only]")) row.hidden = !row.dataset.only.split(" ").includes(demo.name);
  }

  function configure(patch) {
    dispatch({ type: "configure", demo: selected, settings: patch, t: now() });
  }

  for (const input of document.querySelectorAll("[data-setting]")) {
    const key = input.dataset.setting;
    const read = () => {
      if (input.type === "checkbox") return input.checked;
      if (input.tagName === "SELECT") return input.value;
      const value = Number(input.value);
      return Number.isFinite(value) && input.value !== "" ? value : null;
    };
    input.addEventListener(input.type === "range" ? "input" : "change", () => {
      const value = read();
      if (value !== null) configure({ [key]: value });
    });
  }
  for (const button of document.querySelectorAll("[data-rate]")) {
    button.addEventListener("click", () => configure({ decelerationRate: Number(button.dataset.rate) }));
  }
  for (const button of document.querySelectorAll("[data-tune]")) {
    button.addEventListener("click", () => select(button.dataset.tune));
  }
  panelSelect.addEventListener("change", () => select(panelSelect.value));

  // Copy as trace: the engine turns the selected demo's last gesture into a trace and the
  // carousel simulate command line that replays it.
  document.getElementById("copy-trace").addEventListener("click", () => {
    dispatch({ type: "trace", demo: selected });
  });

  function showTrace(trace) {
    api.trace = trace;
    const json = "[\n" + trace.trace.map((s) => "  " + JSON.stringify(s)).join(",\n") + "\n]";
    const shown = trace.command ? `cat > gesture.json <<'EOF'\n${json}\nEOF\n${trace.command}\n` : "";
    traceNode.textContent = (trace.reproducible ? "" : `# not reproducible: ${trace.problem}\n`) + shown;
    if (shown && navigator.clipboard) navigator.clipboard.writeText(shown).catch(() => {});
  }

  document.getElementById("copy-swift").addEventListener("click", () => {
    if (navigator.clipboard) navigator.clipboard.writeText(codeNode.textContent).catch(() => {});
  });

  // ---------------------------------------------------------------- replay

  // Replays a trace (a "Copy as trace" object) in a carousel of its own, as `carousel
  // simulate --input touch` plays it: a frame every 1/fps s from t = 0, the samples at or
  // before a frame's time handed to the driver before that frame, until the samples are over
  // and the carousel rests. Returns the frames ({t, offset (unwrapped), velocity, phase,
  // index}), as the tool's JSON lists them. The equivalence check compares the two.
  function replay(trace, fps = 120) {
    const r = trace.replay;
    const input = new Float64Array(engine.memory.buffer, engine.ck_input(), 16);
    r.settings.forEach((value, i) => { input[i] = value; });
    const n = engine.ck_create_with(names.indexOf(trace.demo), r.width, r.height, 0, r.index);
    if (n < 0) throw new Error("the engine refused the replay's settings");
    const samples = trace.trace;
    const last = samples.length ? Math.max(...samples.map((s) => s.t)) : 0;
    const frames = [];
    let next = 0;
    try {
      for (let k = 0; k < 1e6; k++) {
        const t = k / fps;
        while (next < samples.length && samples[next].t <= t) {
          const s = samples[next++];
          engine.ck_touch(n, touchPhases[s.phase], s.x, s.y, s.t, s.finger, s.target === "control" ? 1 : 0);
        }
        engine.ck_frame(n, t);
        const b = buffer();
        const phase = words.phases[b[H.phase]];
        frames.push({
          t, offset: b[H.unwrappedOffset], velocity: b[H.velocity], phase,
          index: b[H.currentIndex] < 0 ? null : b[H.currentIndex],
        });
        if (next === samples.length && t >= last && phase === "idle") break;
      }
    } finally {
      engine.ck_destroy(n);
    }
    return frames;
  }

  // The engine's cost per frame in this page, without the DOM: a carousel of its own for the
  // demo, kept moving (a fling every 120 frames), `frames` frames at 120 fps, each a
  // `ck_frame` call and the read of its update's header. Returns microseconds per frame
  // (performance.now(), whose resolution browsers coarsen: hence many frames).
  function bench(name, frames = 20000) {
    const demo = demos[name];
    const { width, height } = demo.lastSize;
    const n = engine.ck_create(names.indexOf(name), width, height, 0);
    const horizontal = demo.axis === "horizontal";
    const along = (horizontal ? width : height) * 0.8;
    const touch = (phase, d, t) => engine.ck_touch(n, phase, horizontal ? along - d : width / 2,
      horizontal ? height / 2 : along - d, t, 1, 0);
    let spent = 0;
    let sum = 0;
    try {
      for (let k = 0; k < frames; k++) {
        const t = k / 120;
        if (k % 120 === 0) {
          for (let i = 0; i <= 6; i++) touch(i === 0 ? 0 : i === 6 ? 2 : 1, 30 * i, t - 0.05 + 0.008 * i);
        }
        const started = performance.now();
        engine.ck_frame(n, t);
        sum += buffer()[H.unwrappedOffset];
        spent += performance.now() - started;
      }
    } finally {
      engine.ck_destroy(n);
    }
    if (!Number.isFinite(sum)) throw new Error("the bench's offsets are not finite");
    return (spent * 1000) / frames;
  }

  // ---------------------------------------------------------------- plot

  const plot = { demo: null, start: 0, release: null, points: [], recording: false };

  function startPlot(demo, t) {
    plot.demo = demo.name;
    plot.start = t;
    plot.release = null;
    plot.points = [];
    plot.recording = true;
    plotTitle.textContent = demo.name;
  }

  function markRelease(demo, t) {
    if (plot.demo === demo.name && plot.recording) plot.release = t - plot.start;
  }

  function recordPlot(name, state) {
    if (!plot.recording || plot.demo !== name) return;
    if (plot.points.length < 4000) plot.points.push({ t: state.time - plot.start, x: state.unwrappedOffset, v: state.velocity });
    if (plot.release !== null && state.phase === "idle") plot.recording = false;
    plot.dirty = true;
  }

  function drawPlot() {
    plot.dirty = false;
    const canvas = plotCanvas;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(canvas.clientWidth, 10);
    const height = Math.max(canvas.clientHeight, 10);
    if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
    if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
    const g = canvas.getContext("2d");
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    g.clearRect(0, 0, width, height);
    const points = plot.points;
    const pad = { l: 8, r: 8, t: 10, b: 16 };
    g.strokeStyle = "#e1e4ec";
    g.lineWidth = 1;
    g.beginPath();
    g.moveTo(pad.l, height - pad.b + 0.5);
    g.lineTo(width - pad.r, height - pad.b + 0.5);
    g.stroke();
    if (points.length < 2) return;
    const t1 = Math.max(points[points.length - 1].t, 0.2);
    let xMin = Infinity, xMax = -Infinity, vMax = 1;
    for (const p of points) {
      xMin = Math.min(xMin, p.x);
      xMax = Math.max(xMax, p.x);
      vMax = Math.max(vMax, Math.abs(p.v));
    }
    if (xMax - xMin < 1) { xMax += 0.5; xMin -= 0.5; }
    const X = (t) => pad.l + (t / t1) * (width - pad.l - pad.r);
    const Y = (x) => pad.t + (1 - (x - xMin) / (xMax - xMin)) * (height - pad.t - pad.b);
    const V = (v) => pad.t + (0.5 - v / (2 * vMax)) * (height - pad.t - pad.b);
    g.strokeStyle = "#eef0f5";
    g.beginPath();
    g.moveTo(pad.l, V(0));
    g.lineTo(width - pad.r, V(0));
    g.stroke();
    if (plot.release !== null) {
      g.strokeStyle = "#9aa2b5";
      g.setLineDash([3, 3]);
      g.beginPath();
      g.moveTo(X(plot.release), pad.t);
      g.lineTo(X(plot.release), height - pad.b);
      g.stroke();
      g.setLineDash([]);
    }
    const line = (color, f) => {
      g.strokeStyle = color;
      g.lineWidth = 1.8;
      g.beginPath();
      points.forEach((p, i) => (i ? g.lineTo(X(p.t), f(p)) : g.moveTo(X(p.t), f(p))));
      g.stroke();
    };
    line("#3b6cf6", (p) => Y(p.x));
    line("#e5573f", (p) => V(p.v));
    g.fillStyle = "#6b7385";
    g.font = "10px sans-serif";
    g.fillText(`${t1.toFixed(2)} s`, width - pad.r - 34, height - 3);
    g.fillText(`${Math.round(xMax - xMin)} pt · ±${Math.round(vMax)} pt/s`, pad.l, height - 3);
  }

  // ---------------------------------------------------------------- frames

  // One display frame: each demo whose schedule asks for it gets a frame action (the display
  // link runs while the content moves; autoplay's wake-ups come at their time).
  function tick() {
    requestAnimationFrame(tick);
    if (!engine || api.framesHeld) return;
    const started = performance.now();
    const t = seconds(started);
    let moved = false;
    for (const name of names) moved = frame(demos[name], t, false) || moved;
    if (moved) {
      const cost = performance.now() - started;
      api.frameCost.frames++;
      api.frameCost.total += cost;
      api.frameCost.max = Math.max(api.frameCost.max, cost);
    }
    if (plot.dirty) drawPlot();
  }

  // ---------------------------------------------------------------- start

  // What the module imports: WASI's output calls, which only the runtime's fatal-error
  // message uses (written to the console).
  function imports() {
    let message = "";
    const memory = () => new DataView(engine.memory.buffer);
    return {
      wasi_snapshot_preview1: {
        fd_write(fd, iovs, count, written) {
          const m = memory();
          let total = 0;
          for (let i = 0; i < count; i++) {
            const address = m.getUint32(iovs + i * 8, true);
            const length = m.getUint32(iovs + i * 8 + 4, true);
            message += new TextDecoder().decode(new Uint8Array(engine.memory.buffer, address, length));
            total += length;
          }
          if (message.includes("\n")) {
            console.error(message);
            message = "";
          }
          m.setUint32(written, total, true);
          return 0;
        },
        fd_close: () => 0,
        fd_seek: () => 0,
      },
    };
  }

  async function start() {
    const response = await fetch("carousel.wasm");
    if (!response.ok) throw new Error(`carousel.wasm: HTTP ${response.status}`);
    const bytes = await response.arrayBuffer();
    moduleBytes = bytes.byteLength;
    const { instance } = await WebAssembly.instantiate(bytes, imports());
    engine = instance.exports;
    words = JSON.parse(text(engine.ck_vocabulary()));
    words.headerFields.forEach((name, i) => { H[name] = i; });
    words.drawFields.forEach((name, i) => { D[name] = i; });
    words.pieceFields.forEach((name, i) => { P[name] = i; });
    names = words.demos;
    for (const name of names) {
      const stage = document.querySelector(`[data-demo="${name}"]`);
      const demo = {
        name,
        stage,
        axis: stage.dataset.axis || "horizontal",
        card: document.querySelector(`[data-card="${name}"]`),
        readout: document.querySelector(`[data-readout="${name}"]`),
        eventLog: document.querySelector(`[data-events="${name}"]`),
        indicator: document.querySelector(`[data-indicator="${name}"]`),
        slots: [], // one element per slot, reused as the engine's commands say
        count: null,
        currentIndex: null,
        settings: null,
        swift: "",
        schedule: 2,
        wakeTime: NaN,
        middle: 0, // the middle across the axis, for pointer messages without `y`
        pointerId: null, // the first pointer down (the one the driver follows), for the cursor and plot
        pointers: new Set(), // every pointer down on the stage: all go to the driver
        wheel: null,
        lastSize: null,
      };
      demos[name] = demo;
      api.events[name] = [];
      const { width, height } = stageSize(demo);
      demo.lastSize = { width, height };
      demo.middle = height / 2;
      demo.number = engine.ck_create(names.indexOf(name), Math.max(width, 1), Math.max(height, 1), now());
      apply(demo);
      describe(demo);
      attachInput(demo);
      resizeObserver.observe(stage);
    }
    select(selected);
    setStatus("ready", `the Swift engine runs in this page (${Math.round(moduleBytes / 1024)} KB of WebAssembly)`);
    requestAnimationFrame(tick);
  }

  // Inside the documentation site (scripts/build-site: the page under /playground, the
  // documentation beside it) the links to the documentation are shown; the playground's own
  // server has no documentation, so there they stay hidden.
  fetch("../documentation/carouselcore/index.html", { method: "HEAD" })
    .then((response) => { if (response.ok) document.getElementById("site-links").hidden = false; })
    .catch(() => {});

  start().catch((error) => {
    setStatus("failed", "the engine did not load");
    log(String(error));
    console.error(error);
  });
})();
