// The playground page: sends pointer events and frame times to the Swift server over a
// WebSocket and draws what the engine answers. Times are seconds on one clock: pointer
// events' `timeStamp` and `performance.now()` share the page's time origin.
"use strict";

(() => {
  const names = ["banners", "selector", "cards", "wheel", "pages", "fullpage"];
  const demos = {};
  const statusNode = document.getElementById("status");
  const logNode = document.getElementById("log");
  const codeNode = document.getElementById("swift-code");
  const panelSelect = document.getElementById("panel-demo");
  const plotCanvas = document.getElementById("plot");
  const plotTitle = document.getElementById("plot-title");

  let socket = null;
  let ready = false; // the hello arrived on the current socket
  let frameInFlight = false;
  let frameSentAt = 0;
  let framesAwaited = []; // per frame sent and not answered yet: messages.sent when it left
  let selected = "banners";
  let reconnectDelay = 500;

  // What tests and curious people can reach from the console.
  const api = {
    demos,
    errors: [], // error replies, newest last
    events: {}, // per demo: the driver's events from the frames, oldest first (at most 2000)
    trace: null, // the latest "trace" reply (Copy as trace)
    // sent and received count the socket's messages; seen is how many of the sent ones the
    // latest frame reply reflects (the server answers in order), so a test that waits until
    // seen reaches sent knows the page shows what its input did.
    messages: { sent: 0, received: 0, seen: 0 },
    sendRaw(text) { if (socket && socket.readyState === WebSocket.OPEN) socket.send(text); },
    send(message) { send(message); },
    get connected() { return ready; },
    // While true the page sends no frame: a test replaying a gesture with exact event times
    // (in the future of the page's clock) sets it, so that no frame stamped earlier than a
    // pointer event reaches the driver between them; the frames go on once it is false.
    framesHeld: false,
  };
  window.playground = api;

  const seconds = (ms) => Math.max(ms, 0) / 1000;
  const now = () => seconds(performance.now());

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    api.messages.sent++;
    return true;
  }

  function setStatus(status, text) {
    statusNode.dataset.status = status;
    statusNode.textContent = text;
  }

  function log(text) {
    logNode.textContent = text;
  }

  // ---------------------------------------------------------------- demos

  for (const name of names) {
    const stage = document.querySelector(`[data-demo="${name}"]`);
    demos[name] = {
      name,
      stage,
      axis: stage.dataset.axis || "horizontal",
      card: document.querySelector(`[data-card="${name}"]`),
      readout: document.querySelector(`[data-readout="${name}"]`),
      eventLog: document.querySelector(`[data-events="${name}"]`),
      indicator: document.querySelector(`[data-indicator="${name}"]`),
      slots: [], // one element per slot, reused as the planner says
      count: null,
      currentIndex: null,
      settings: null,
      swift: "",
      pointerId: null, // the first pointer down (the one the driver follows), for the cursor and plot
      pointers: new Set(), // every pointer down on the stage: all go to the driver
      wheel: null,
      lastSize: null,
    };
    api.events[name] = [];
    attachInput(demos[name]);
  }

  function resetSlots(demo) {
    for (const node of demo.slots) node.remove();
    demo.slots = [];
    demo.count = null;
    demo.currentIndex = null;
  }

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

  // Applies one demo's frame state: the slot plan and the attributes of the visible items.
  function applyFrame(demo, state) {
    const stage = demo.stage;
    if (demo.count !== state.count) {
      demo.count = state.count;
      stage.dataset.count = String(state.count);
      updateIndicator(demo, true);
    }
    for (let i = state.slotCount; i < demo.slots.length; i++) hideSlot(demo.slots[i]);
    for (const entry of state.slots) {
      const node = slotElement(demo, entry.slot);
      if (entry.index === undefined) {
        if (entry.change !== "unchanged" || !node.hidden) hideSlot(node);
        continue;
      }
      if (entry.change === "assigned" || node.hidden) {
        Render.content(demo.name, node, entry, state.count);
        node.dataset.index = String(entry.index);
        node.dataset.position = String(entry.position);
        node.dataset.role = "item";
        node.hidden = false;
      }
      Render.place(demo.name, node, entry);
    }
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
    logEvents(demo, state.events);
    demo.readout.textContent =
      `item ${state.currentIndex === null ? "–" : state.currentIndex} of ${state.count} · ${state.phase}` +
      ` · offset ${state.unwrappedOffset.toFixed(1)} pt · ${Math.round(state.velocity)} pt/s · ${state.slotCount} views`;
  }

  // The driver's events, as they came with the frames: the log under the demo.
  function logEvents(demo, events) {
    if (!events || !events.length) return;
    const all = api.events[demo.name];
    all.push(...events);
    if (all.length > 2000) all.splice(0, all.length - 2000);
    const box = demo.eventLog;
    if (!box) return;
    for (const e of events) {
      if (e.kind === "appeared" || e.kind === "disappeared") continue;
      const line = document.createElement("li");
      line.dataset.kind = e.kind;
      line.textContent = `${e.t.toFixed(3)} ${e.kind}${e.index === undefined ? "" : ` ${e.index === null ? "–" : e.index}`}`;
      box.prepend(line);
    }
    while (box.children.length > 12) box.lastChild.remove();
  }

  function hideSlot(node) {
    node.hidden = true;
    node.dataset.role = "slot";
    delete node.dataset.index;
    delete node.dataset.position;
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
          dot.addEventListener("click", () => send({ type: "scroll", demo: demo.name, index: i, animated: true, t: now() }));
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
    send(message);
  }

  // Every pointer goes to the driver as it comes (it follows the first finger and ignores a
  // second one, decides the direction, hands a vertical swipe to the page, taps); a pointer
  // that goes down on a button inside an item is a "control" touch, which never selects.
  function attachInput(demo) {
    const stage = demo.stage;
    stage.addEventListener("pointerdown", (event) => {
      if (!ready) return;
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

    // Trackpads and wheels: the scroll deltas drive a drag, released when they stop.
    stage.addEventListener("wheel", (event) => {
      if (!ready || demo.pointerId !== null) return;
      const horizontal = demo.axis === "horizontal";
      const primary = horizontal ? event.deltaX : event.deltaY;
      const other = horizontal ? event.deltaY : event.deltaX;
      if (Math.abs(primary) <= Math.abs(other)) return; // let the page scroll
      event.preventDefault();
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 300 : 1;
      const t = eventTime(event);
      if (!demo.wheel) {
        demo.wheel = { x: 0, t, timer: 0 };
        send({ type: "pointer", demo: demo.name, phase: "began", x: 0, t });
        startPlot(demo, t);
        select(demo.name);
      }
      demo.wheel.x -= primary * unit;
      demo.wheel.t = t;
      send({ type: "pointer", demo: demo.name, phase: "moved", x: demo.wheel.x, t });
      clearTimeout(demo.wheel.timer);
      demo.wheel.timer = setTimeout(() => endWheel(demo), 90);
    }, { passive: false });

    // Arrow keys go to the driver's press(_:at:), which steps along the axis.
    const arrows = demo.axis === "vertical" ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];
    stage.addEventListener("keydown", (event) => {
      if (!event.key.startsWith("Arrow")) return;
      send({ type: "key", demo: demo.name, key: event.key, t: eventTime(event) });
      if (arrows.includes(event.key)) event.preventDefault();
    });

    stage.addEventListener("click", () => select(demo.name));
  }

  function endWheel(demo) {
    if (!demo.wheel) return;
    clearTimeout(demo.wheel.timer);
    send({ type: "pointer", demo: demo.name, phase: "ended", x: demo.wheel.x, t: demo.wheel.t });
    markRelease(demo, demo.wheel.t);
    demo.wheel = null;
  }

  // The viewport of each demo is its stage's size: the engine lays out in it and keeps the
  // current item when it changes.
  function sendSize(demo, force) {
    const rect = demo.stage.getBoundingClientRect();
    const width = Math.round(rect.width * 100) / 100;
    const height = Math.round(rect.height * 100) / 100;
    if (width < 1 || height < 1) return;
    if (!force && demo.lastSize && demo.lastSize.width === width && demo.lastSize.height === height) return;
    if (send({ type: "resize", demo: demo.name, width, height, t: now() })) demo.lastSize = { width, height };
  }

  const resizeObserver = new ResizeObserver(() => {
    if (!ready) return;
    for (const name of names) sendSize(demos[name], false);
  });
  for (const name of names) resizeObserver.observe(demos[name].stage);

  // ---------------------------------------------------------------- panel

  function select(name) {
    if (!demos[name]) return;
    selected = name;
    panelSelect.value = name;
    for (const n of names) demos[n].card.classList.toggle("selected", n === name);
    showSettings(demos[name]);
  }

  function showSettings(demo) {
    const s = demo.settings;
    codeNode.textContent = demo.swift || "";
    if (!s) return;
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
  }

  function configure(patch) {
    send({ type: "configure", demo: selected, settings: patch, t: now() });
  }

  for (const input of document.querySelectorAll("[data-setting]")) {
    const key = input.dataset.setting;
    const read = () => {
      if (input.type === "checkbox") return input.checked;
      if (input.tagName === "SELECT") return input.value;
      const value = Number(input.value);
      return Number.isFinite(value) ? value : null;
    };
    const apply = () => {
      const value = read();
      if (value === null || value === "") return;
      if (input.type === "number" && (key === "count" || key === "maxItemsPerFling")) {
        configure({ [key]: Math.round(value) });
      } else {
        configure({ [key]: value });
      }
    };
    input.addEventListener(input.type === "range" ? "input" : "change", apply);
  }
  for (const button of document.querySelectorAll("[data-rate]")) {
    button.addEventListener("click", () => configure({ decelerationRate: Number(button.dataset.rate) }));
  }
  for (const button of document.querySelectorAll("[data-tune]")) {
    button.addEventListener("click", () => select(button.dataset.tune));
  }
  panelSelect.addEventListener("change", () => select(panelSelect.value));
  // Copy as trace: the server turns the selected demo's last gesture into a trace and the
  // carousel simulate command line that replays it.
  const traceNode = document.getElementById("trace-output");
  document.getElementById("copy-trace").addEventListener("click", () => {
    send({ type: "trace", demo: selected });
  });

  function showTrace(message) {
    api.trace = message;
    const json = "[\n" + message.trace.map((s) => "  " + JSON.stringify(s)).join(",\n") + "\n]";
    const text = message.command
      ? `cat > gesture.json <<'EOF'\n${json}\nEOF\n${message.command}\n`
      : "";
    traceNode.textContent = (message.reproducible ? "" : `# not reproducible: ${message.problem}\n`) + text;
    if (text && navigator.clipboard) navigator.clipboard.writeText(text).catch(() => {});
  }

  document.getElementById("copy-swift").addEventListener("click", () => {
    if (navigator.clipboard) navigator.clipboard.writeText(codeNode.textContent).catch(() => {});
  });

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

  function recordPlot(t, name, state) {
    if (!plot.recording || plot.demo !== name) return;
    if (plot.points.length < 4000) plot.points.push({ t: t - plot.start, x: state.unwrappedOffset, v: state.velocity });
    if (plot.release !== null && state.phase === "idle") plot.recording = false;
    drawPlot();
  }

  function drawPlot() {
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

  // ---------------------------------------------------------------- connection

  function onMessage(event) {
    api.messages.received++;
    let message;
    try {
      message = JSON.parse(event.data);
    } catch (_) {
      return;
    }
    switch (message.type) {
      case "hello":
        ready = true;
        reconnectDelay = 500;
        setStatus("connected", "connected to the Swift engine");
        for (const info of message.demos) {
          const demo = demos[info.name];
          if (!demo) continue;
          resetSlots(demo);
          demo.settings = info.settings;
          demo.swift = info.swift;
          demo.lastSize = null;
          sendSize(demo, true);
        }
        select(selected);
        break;
      case "frame":
        frameInFlight = false;
        if (framesAwaited.length) api.messages.seen = framesAwaited.shift();
        for (const [name, state] of Object.entries(message.demos)) {
          const demo = demos[name];
          if (!demo) continue;
          applyFrame(demo, state);
          recordPlot(message.t, name, state);
        }
        break;
      case "config": {
        const demo = demos[message.demo];
        if (!demo) break;
        demo.settings = message.settings;
        demo.swift = message.swift;
        if (message.demo === selected) showSettings(demo);
        break;
      }
      case "trace":
        showTrace(message);
        break;
      case "error":
        api.errors.push(message);
        log(`server: ${message.code}: ${message.message}`);
        break;
      default:
        break;
    }
  }

  function connect() {
    setStatus("connecting", "connecting…");
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/ws`);
    socket = ws;
    ready = false;
    frameInFlight = false;
    framesAwaited = [];
    ws.addEventListener("message", onMessage);
    ws.addEventListener("close", () => {
      if (socket !== ws) return;
      ready = false;
      setStatus("disconnected", "disconnected: is the playground running? retrying…");
      for (const name of names) {
        const demo = demos[name];
        demo.pointerId = null;
        demo.pointers.clear();
        demo.stage.classList.remove("dragging");
      }
      setTimeout(connect, reconnectDelay);
      reconnectDelay = Math.min(reconnectDelay * 2, 5000);
    });
  }

  // The page drives time: one frame request per display frame, at most one in flight.
  function tick() {
    requestAnimationFrame(tick);
    if (!ready || api.framesHeld) return;
    const t = performance.now();
    if (frameInFlight && t - frameSentAt < 500) return;
    if (send({ type: "frame", t: seconds(t) })) {
      framesAwaited.push(api.messages.sent);
      frameInFlight = true;
      frameSentAt = t;
    }
  }

  connect();
  requestAnimationFrame(tick);
})();
