// The seed scenes drawn as the apps they come from: the album card as Music draws an album, the fruit
// list as a Reminders-like list, the message bubbles as Messages. A scene is a seed's when every one of
// its targets is that seed's, recognised from the scene alone (so a recording or a copy of a seed's
// trace is drawn the same): the album by its custom preview `album-card`; the fruit list by its
// targets' ids, each a fruit of ours; the conversation by `incoming` and `outgoing` targets with rounded
// shapes. Any other scene is drawn from its frames and ids (render.js).
//
// The texts (the album's title, the messages) belong to the drawing: a trace names its targets by id
// and holds no text to show. The machine decides nothing here: where things lie and when is layout.js's.

import { albumArtwork, fruitIcon, glyph } from "./artwork.js";
import { element, label } from "./dom.js";

/** What the album seed shows: its title, artist and tracks. */
const ALBUM = {
  title: "Sunset Sessions",
  artist: "Coral Avenue",
  meta: "Alternative · 2026",
  tracks: ["Low Tide", "Paper Boats", "Coral Avenue", "Salt & Honey", "Night Swim", "Last Light"],
};

/** What the conversation seed shows: the contact and each bubble's text. */
const CONVERSATION = {
  contact: "Alex",
  texts: { incoming: "Lunch tomorrow?", outgoing: "Sounds good, noon!" },
};

/** The fruits the list seed draws (artwork.js has their icons). */
const FRUITS = new Set(["apple", "banana", "peach", "pineapple"]);

/** The decoration of an app, never hit: `aria-hidden`, drawn under the targets. */
function chromeElement(className) {
  return element("div", `chrome ${className}`, { "aria-hidden": "true" });
}

/** The two capsule buttons of Music's album header (a picture inside the target, not controls). */
function albumButtons() {
  const row = element("span", "album-buttons", { "aria-hidden": "true" });
  for (const [name, text] of [["play", "Play"], ["shuffle", "Shuffle"]]) {
    const capsule = element("span", "capsule");
    capsule.append(glyph(name), text);
    row.append(capsule);
  }
  return row;
}

function albumInfo(className) {
  const info = element("span", className);
  info.append(
    element("span", "album-title", {}, ALBUM.title),
    element("span", "album-artist", {}, ALBUM.artist),
    element("span", "album-meta", {}, ALBUM.meta),
  );
  return info;
}

function artwork() {
  const frame = element("span", "artwork");
  frame.append(albumArtwork());
  return frame;
}

const album = {
  name: "album",
  matches: (target) => target.preview.kind === "custom" && target.preview.name === "album-card",
  /** Music's mini player and tab bar, at the bottom of the screen. */
  chrome() {
    const player = chromeElement("mini-player");
    const thumb = artwork();
    player.append(thumb, element("span", "mini-title", {}, ALBUM.tracks[0]), glyph("play"), glyph("forward"));
    const tabs = chromeElement("tab-bar");
    for (const [name, title] of [["listen", "Listen Now"], ["browse", "Browse"], ["radio", "Radio"], ["library", "Library"], ["search", "Search"]]) {
      const tab = element("span", name === "library" ? "tab selected" : "tab");
      tab.append(glyph(name), element("span", "", {}, title));
      tabs.append(tab);
    }
    return [player, tabs];
  },
  target(target, into) {
    const info = albumInfo("album-info");
    info.append(albumButtons());
    into.append(artwork(), info);
  },
  preview() {
    const card = element("div", "album-card");
    const info = albumInfo("album-card-info");
    card.append(artwork(), info);
    return card;
  },
  destination() {
    const page = element("div", "album-page");
    const header = element("div", "album-page-header");
    header.append(artwork(), albumInfo("album-page-info"), albumButtons());
    const tracks = element("ol", "track-list");
    ALBUM.tracks.forEach((title, index) => {
      const track = element("li", "track");
      track.append(element("span", "track-number", {}, String(index + 1)), element("span", "track-title", {}, title),
        element("span", "track-more", { "aria-hidden": "true" }, "•••"));
      tracks.append(track);
    });
    page.append(header, tracks);
    return { title: ALBUM.title, body: page };
  },
};

const fruitList = {
  name: "fruit",
  matches: (target) => FRUITS.has(target.id),
  chrome() {
    const bar = chromeElement("bottom-bar");
    bar.append(element("span", "bottom-bar-count"), glyph("compose", "glyph compose"));
    return [bar];
  },
  target(target, into) {
    const icon = element("span", "fruit-icon");
    icon.append(fruitIcon(target.id));
    const star = element("span", "fruit-star", { "aria-hidden": "true" });
    star.append(glyph("star"));
    into.append(icon, element("span", "target-name", {}, label(target.id)), star,
      element("span", "disclosure", { "aria-hidden": "true" }, "›"));
  },
  preview: () => null,
  /** The share sheet: what is shared, the apps to share with, and the actions. */
  destination(name, presentation, target) {
    if (name !== "share-sheet") return null;
    const sheet = element("div", "share-sheet");
    const header = element("div", "share-header");
    const icon = element("span", "fruit-icon");
    icon.append(fruitIcon(target?.id ?? ""));
    const what = element("span", "share-what");
    what.append(element("span", "share-title", {}, target ? label(target.id) : "Fruit"), element("span", "share-kind", {}, "Fruit list"));
    header.append(icon, what);
    const apps = element("div", "share-apps");
    for (const [glyphName, title, colour] of [["airdrop", "AirDrop", "#0a84ff"], ["bubble", "Messages", "#34c759"],
      ["mail", "Mail", "#1e90ff"], ["note", "Notes", "#ffcc00"], ["list", "Reminders", "#ff9500"]]) {
      const app = element("span", "share-app");
      const tile = element("span", "share-tile");
      tile.style.background = colour;
      tile.append(glyph(glyphName));
      app.append(tile, element("span", "share-app-name", {}, title));
      apps.append(app);
    }
    const actions = element("div", "share-actions");
    for (const [title, glyphName] of [["Copy", "copy"], ["Add to Favorites", "star"], ["Add to Reading List", "list"]]) {
      const action = element("span", "share-action");
      action.append(element("span", "", {}, title), glyph(glyphName));
      actions.append(action);
    }
    sheet.append(header, apps, actions);
    return { title: "Share", body: sheet };
  },
  /** The star of a favourite row, and the count of rows left in the bottom bar. */
  refresh(renderer, host) {
    let left = 0;
    for (const [id, node] of renderer.targets) {
      node.classList.toggle("favorite", host.itemState(id, "favorite") === "on");
      if (!host.removed.has(id)) left += 1;
    }
    const count = renderer.chrome[0]?.querySelector(".bottom-bar-count");
    const text = `${left} ${left === 1 ? "Fruit" : "Fruits"}`;
    if (count && count.textContent !== text) count.textContent = text;
  },
};

const conversation = {
  name: "messages",
  matches: (target) => (target.id === "incoming" || target.id === "outgoing") && target.shape.kind === "rounded",
  chrome(scene) {
    const header = chromeElement("conversation-header");
    const avatar = element("span", "avatar", {}, CONVERSATION.contact[0]);
    header.append(avatar, element("span", "contact", {}, `${CONVERSATION.contact} ›`));

    // The contact's header fills the room above the first bubble.
    const top = Math.min(...scene.targets.map((target) => target.frame.y));
    header.style.height = `${Math.max(0, top - 6)}px`;
    header.hidden = top < 40;
    const bar = chromeElement("message-bar");
    const plus = element("span", "message-plus");
    plus.append(glyph("plus"));
    const field = element("span", "message-field", {}, "iMessage");
    field.append(glyph("mic"));
    bar.append(plus, field);
    return [header, bar];
  },
  target(target, into) {
    into.append(element("span", "bubble-text", {}, CONVERSATION.texts[target.id] ?? label(target.id)));
  },
  preview: () => null,
  destination: () => null,
};

const SKINS = [album, fruitList, conversation];

/** The seed a scene is drawn as, or null for a scene drawn from its frames and ids. */
export function skinOf(scene) {
  if (!scene.targets.length) return null;
  return SKINS.find((skin) => scene.targets.every((target) => skin.matches(target))) ?? null;
}
