// What each demo's items look like: generated pictures (CSS gradients and SVG), no network.
// A renderer fills a slot's element for an item index; it runs only when the engine assigns
// the slot to a new item. `place` runs every frame with the item's attributes.
"use strict";

const Render = (() => {
  const SVG = "http://www.w3.org/2000/svg";

  const bannerTexts = [
    ["Summer sale", "Up to 40% off outdoor gear"],
    ["New arrivals", "The autumn collection is here"],
    ["Free shipping", "On every order this week"],
    ["Weekend deals", "Fresh picks every Saturday"],
    ["Members only", "Early access to the big drop"],
    ["Back to school", "Notebooks, bags and more"],
    ["Flash offer", "Ends tonight at midnight"],
    ["Gift ideas", "Something for everyone"],
    ["Travel light", "Carry-on essentials"],
    ["Home studio", "Desks, lamps and chairs"],
  ];

  function hue(index, count) {
    const n = Math.max(count, 1);
    return Math.round((index * 360) / n + 200) % 360;
  }

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function svg(tag, attributes) {
    const node = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attributes || {})) node.setAttribute(k, v);
    return node;
  }

  // A deterministic pseudo-random sequence per item, for the banner art.
  function random(seed) {
    let s = (seed * 2654435761) >>> 0 || 1;
    return () => {
      s ^= s << 13; s >>>= 0;
      s ^= s >>> 17;
      s ^= s << 5; s >>>= 0;
      return (s % 10000) / 10000;
    };
  }

  function banner(node, index, count) {
    const h = hue(index, count);
    const [title, subtitle] = bannerTexts[index % bannerTexts.length];
    const box = el("div", "banner");
    box.style.background = `linear-gradient(135deg, hsl(${h} 78% 58%), hsl(${(h + 50) % 360} 72% 42%))`;
    const art = svg("svg", { viewBox: "0 0 340 200", preserveAspectRatio: "xMidYMid slice", "aria-hidden": "true" });
    const rnd = random(index + 1);
    for (let i = 0; i < 5; i++) {
      art.appendChild(svg("circle", {
        cx: String(180 + rnd() * 170), cy: String(rnd() * 160), r: String(18 + rnd() * 60),
        fill: `hsla(${(h + 30 + i * 20) % 360}, 90%, 85%, ${0.16 + rnd() * 0.22})`,
      }));
    }
    art.appendChild(svg("path", {
      d: `M0 ${150 + rnd() * 20} C 90 ${110 + rnd() * 40}, 200 ${190 - rnd() * 30}, 340 ${130 + rnd() * 30} L340 200 L0 200 Z`,
      fill: "rgba(0,0,0,0.14)",
    }));
    box.appendChild(art);
    const badge = el("span", "badge", `${index + 1} / ${count}`);
    const caption = el("div", "caption");
    caption.appendChild(el("h3", "", title));
    caption.appendChild(el("p", "", subtitle));
    box.appendChild(badge);
    box.appendChild(caption);
    // A control inside the item: a tap on it is the button's, never a selection.
    const add = el("button", "add", "Add");
    add.type = "button";
    add.dataset.role = "add";
    add.setAttribute("aria-label", `Add ${title}`);
    add.addEventListener("click", () => { add.textContent = "Added"; });
    box.appendChild(add);
    node.replaceChildren(box);
  }

  function option(node, index, count) {
    const h = hue(index, count);
    const box = el("div", "option");
    box.style.background = `linear-gradient(160deg, hsl(${h} 70% 60%), hsl(${h} 65% 46%))`;
    box.appendChild(el("div", "big", String(index + 1)));
    box.appendChild(el("div", "label", `Option ${index + 1} of ${count}`));
    node.replaceChildren(box);
  }

  const suits = ["♠", "♥", "♦", "♣"];
  function card(node, index, count) {
    const h = hue(index, count);
    const box = el("div", "card");
    const band = el("div", "band", `${suits[index % 4]} ${index + 1}`);
    band.style.background = `linear-gradient(135deg, hsl(${h} 70% 55%), hsl(${(h + 35) % 360} 70% 45%))`;
    const text = el("div", "text");
    text.appendChild(el("h4", "", `Card ${index + 1}`));
    text.appendChild(el("p", "", `${count - index - 1} more in the pile`));
    box.appendChild(band);
    box.appendChild(text);
    node.replaceChildren(box);
  }

  function wheel(node, index, count) {
    const h = hue(index, count);
    const root = svg("svg", { class: "sector", "aria-hidden": "true" });
    const path = svg("path", { fill: `hsl(${h} 70% 55%)` });
    const label = svg("text", {});
    label.textContent = String(index).padStart(2, "0");
    root.appendChild(path);
    root.appendChild(label);
    node.replaceChildren(root);
    node._sector = { root, path, label };
  }

  // The sector of a wheel item, from the layout's arc extras: in the item's own unscaled
  // coordinates the arcs' common centre is `outerRadius` below the top edge, centred
  // horizontally, and the sector spans `angle` about the vertical (the article's mask).
  function sectorPath(width, arc) {
    const cx = width / 2;
    const cy = arc.outerRadius;
    const s = Math.sin(arc.angle / 2);
    const c = Math.cos(arc.angle / 2);
    const R = arc.outerRadius;
    const r = Math.max(arc.innerRadius, 0);
    const f = (v) => v.toFixed(2);
    return `M${f(cx - R * s)} ${f(cy - R * c)} A${f(R)} ${f(R)} 0 0 1 ${f(cx + R * s)} ${f(cy - R * c)} ` +
      `L${f(cx + r * s)} ${f(cy - r * c)} A${f(r)} ${f(r)} 0 0 0 ${f(cx - r * s)} ${f(cy - r * c)} Z`;
  }

  function page(node, index, count, size) {
    const h = hue(index, count);
    const box = el("div", "page");
    const head = el("div", "head");
    const dot = el("div", "dot");
    dot.style.background = `hsl(${h} 70% 58%)`;
    const titles = el("div");
    titles.appendChild(el("h4", "", `Page ${index + 1}`));
    titles.appendChild(el("div", "meta", `${Math.round(size.height)} pt tall`));
    head.appendChild(dot);
    head.appendChild(titles);
    box.appendChild(head);
    const bars = Math.max(1, Math.floor((size.height - 70) / 22));
    for (let i = 0; i < bars; i++) {
      const bar = el("div", "bar");
      bar.style.width = `${55 + ((index * 7 + i * 13) % 40)}%`;
      box.appendChild(bar);
    }
    node.replaceChildren(box);
  }

  function full(node, index, count) {
    const h = hue(index, count);
    const box = el("div", "full");
    box.style.background = `linear-gradient(120deg, hsl(${h} 65% 52%), hsl(${(h + 40) % 360} 70% 40%))`;
    box.appendChild(el("div", "big", String(index + 1)));
    box.appendChild(el("div", "label", `page ${index + 1} of ${count}`));
    node.replaceChildren(box);
  }

  function row(node, index) {
    node.replaceChildren(el("div", "row-label", String(index).padStart(2, "0")));
  }

  const renderers = {
    banners: banner, selector: option, cards: card, wheel: wheel, pages: page, fullpage: full, drum: row,
    fspager: full, cvpl: full,
  };

  // Fills an element for an item (the slot was assigned).
  function content(demo, node, item, count) {
    const render = renderers[demo] || option;
    render(node, item.index, count, item.size);
    // A sliced item's pieces are copies of this content: cut again at the next place().
    node._pieces = null;
  }

  // A sliced item (the core's ItemAttributes.pieces, each piece from CarouselLayout.piece(_:of:)):
  // the content is hidden and drawn once per piece, a copy of it clipped to the piece's
  // rectangle (an element with overflow hidden and the corner radius, the copy shifted by the
  // rectangle's origin), moved to its centre as drawn, scaled about it and faded. The copies
  // are made when the item is first sliced after its content was filled, or when the number of
  // pieces changes; later frames only set each piece's transform, opacity and radius. Whole
  // again, the copies go and the content shows.
  function placePieces(node, item) {
    const list = item.pieces;
    let layer = node._pieces;
    if (!list) {
      if (layer) {
        layer.remove();
        node._pieces = null;
        for (const child of node.children) child.style.visibility = "";
      }
      return;
    }
    if (!layer || layer.parentNode !== node || layer.children.length !== list.length) {
      if (layer) layer.remove();
      const source = node.firstElementChild;
      layer = el("div", "pieces");
      layer.setAttribute("aria-hidden", "true");
      for (const piece of list) {
        const clip = el("div", "piece");
        clip.dataset.role = "piece";
        clip.style.left = `${piece.minX}px`;
        clip.style.top = `${piece.minY}px`;
        clip.style.width = `${piece.width}px`;
        clip.style.height = `${piece.height}px`;
        if (source) {
          const copy = source.cloneNode(true);
          copy.classList.add("piece-content");
          copy.style.visibility = "";
          copy.style.left = `${-piece.minX}px`;
          copy.style.top = `${-piece.minY}px`;
          copy.style.width = `${item.size.width}px`;
          copy.style.height = `${item.size.height}px`;
          clip.appendChild(copy);
        }
        layer.appendChild(clip);
      }
      for (const child of node.children) child.style.visibility = "hidden";
      node.appendChild(layer);
      node._pieces = layer;
    }
    const clips = layer.children;
    for (let i = 0; i < list.length; i++) {
      const piece = list[i];
      const style = clips[i].style;
      const dx = piece.centerX - (piece.minX + piece.width / 2);
      const dy = piece.centerY - (piece.minY + piece.height / 2);
      style.transform = `translate(${dx}px, ${dy}px) scale(${piece.scaleX}, ${piece.scaleY})`;
      style.opacity = String(piece.alpha);
      style.borderRadius = `${piece.cornerRadius}px`;
    }
  }

  // Places an element from its attributes (every frame).
  function place(demo, node, item) {
    const w = item.size.width;
    const h = item.size.height;
    node.style.width = `${w}px`;
    node.style.height = `${h}px`;
    let transform = `translate(${item.center.x - w / 2}px, ${item.center.y - h / 2}px)`;
    if (item.rotation) transform += ` rotate(${item.rotation}rad)`;
    if (item.scale !== 1) transform += ` scale(${item.scale})`;
    if (item.transform) transform += ` matrix3d(${item.transform.join(",")})`;
    node.style.backfaceVisibility = item.transform ? "hidden" : "";
    node.style.transform = transform;
    node.style.zIndex = String(Math.round(item.zIndex * 100));
    node.style.opacity = String(item.alpha);
    // The effects the layout asks for (the core's ItemEffects): a CSS blur of that standard
    // deviation and a black box shadow (CALayer.shadowRadius read as the blur's standard
    // deviation, so twice that as CSS's blur length); none clears both.
    const fx = item.effects;
    node.style.filter = fx && fx.blurRadius > 0 ? `blur(${fx.blurRadius}px)` : "";
    node.style.boxShadow = fx && fx.shadowOpacity > 0
      ? `${fx.shadowOffsetX}px ${fx.shadowOffsetY}px ${2 * fx.shadowRadius}px rgba(0, 0, 0, ${fx.shadowOpacity})`
      : "";
    placePieces(node, item);
    if (demo === "wheel" && node._sector && item.arc) {
      const { root, path, label } = node._sector;
      root.setAttribute("width", String(w));
      root.setAttribute("height", String(h));
      root.setAttribute("viewBox", `0 0 ${w} ${h}`);
      path.setAttribute("d", sectorPath(w, item.arc));
      label.setAttribute("x", String(w / 2));
      label.setAttribute("y", String(h / 2));
    }
  }

  return { content, place, sectorPath, hue };
})();
