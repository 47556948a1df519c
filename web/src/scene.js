// The scene of a trace, as the page draws it: targets with their frames, content shapes, previews,
// destinations and menus (SPEC section 9), made from what the engine's machine describes (the page
// reads no trace syntax of its own: the engine's parser is the one reader, and its `LINE:COLUMN:
// error:` the one diagnosis).

/** The node index of a menu's root level. */
export const ROOT = 0;

/**
 * A menu: nodes in declaration order, root first, each with its parent and children, and the deferred
 * elements in the order their loads complete (by load time, ties in declaration order: SPEC M8, T2).
 */
export class Menu {
  constructor() {
    /** @type {MenuNode[]} */
    this.nodes = [{ index: 0, kind: "root", id: "root", title: "", parent: -1, children: [] }];
    /** @type {number[]} */
    this.deferredLoadOrder = [];
  }

  /** Ranks the deferred elements once every node is known. */
  finish() {
    const deferred = this.nodes.filter((node) => node.kind === "deferred");
    deferred.sort((a, b) => (a.after < b.after ? -1 : a.after > b.after ? 1 : a.index - b.index));
    this.deferredLoadOrder = deferred.map((node) => node.index);
    deferred.forEach((node, rank) => { node.rank = rank; });
  }

  /** The node with this id, if any. */
  node(id) {
    return this.nodes.find((node) => node.id === id && node.kind !== "root");
  }

  /**
   * The entries of a level, as drawn: `{kind: "item"|"loading", node, group}` in order, with the items
   * of inline submenus and loaded deferred elements folded in; `group` is the innermost inline submenu
   * the entry belongs to (or null), where a separator is drawn.
   */
  entries(level, loadedCount) {
    const result = [];
    const walk = (index, group) => {
      for (const child of this.nodes[index].children) {
        const node = this.nodes[child];
        if (node.kind === "action") result.push({ kind: "item", node, group });
        else if (node.kind === "submenu") {
          if (node.inline) walk(child, node);
          else result.push({ kind: "item", node, group });
        } else if (node.kind === "deferred") {
          if (node.rank < loadedCount) walk(child, group);
          else result.push({ kind: "loading", node, group });
        }
      }
    };
    walk(level, null);
    return result;
  }

  /** The level that a submenu's level goes back to (SPEC M4). */
  parentLevel(level) {
    let parent = this.nodes[level].parent;
    while (parent > ROOT) {
      const node = this.nodes[parent];
      if (node.kind === "submenu" && !node.inline) break;
      parent = node.parent;
    }
    return Math.max(parent, ROOT);
  }
}

/**
 * @typedef {object} MenuNode
 * @property {number} index
 * @property {"root"|"action"|"submenu"|"deferred"} kind
 * @property {string} id
 * @property {string} title
 * @property {number} parent
 * @property {number[]} children
 * @property {string} [icon]
 * @property {boolean} [destructive]
 * @property {boolean} [disabled]
 * @property {boolean} [hidden]
 * @property {boolean} [keep]
 * @property {"on"|"off"|"mixed"} [state] the declared state (the machine's effects change it)
 * @property {string} [destination]
 * @property {"push"|"sheet"} [present]
 * @property {boolean} [inline]
 * @property {boolean} [single]
 * @property {number} [after] the load time, in ms
 */

/**
 * @typedef {object} SceneTarget
 * @property {string} id
 * @property {{x:number,y:number,width:number,height:number}} frame
 * @property {{kind:"rect"|"rounded"|"capsule"|"circle", radii:number[]}} shape
 * @property {{kind:"source"|"custom", name:string}} preview
 * @property {string|null} destination `null` for none, `"same"`, or a name
 * @property {"push"|"sheet"} present
 * @property {{width:number,height:number}|null} size
 * @property {string|null} primary
 * @property {Menu} menu
 */

/**
 * The scene as the page draws it, from the engine's description (`Machine.scene`): each target's menu
 * as nodes with their parents and children, as the machine numbers them.
 * @param {import("../../js/interaction.js").SceneDescription} description
 * @returns {{targets: SceneTarget[], configuration: object, width: number, height: number}}
 */
export function sceneModel(description) {
  const targets = description.targets.map((target) => {
    const menu = new Menu();
    const add = (items, parent) => {
      for (const item of items) {
        const node = {
          ...item, index: menu.nodes.length, kind: item.kind === "menu" ? "submenu" : item.kind,
          parent: parent.index, children: [], state: item.state ?? undefined,
          icon: item.icon ?? undefined, present: item.presentation,
        };
        delete node.items;
        menu.nodes.push(node);
        parent.children.push(node.index);
        if (item.items) add(item.items, node);
      }
    };
    add(target.menu, menu.nodes[ROOT]);
    menu.finish();
    const preview = target.preview.startsWith("custom:")
      ? { kind: "custom", name: target.preview.slice(7) }
      : { kind: "source", name: target.id };
    return {
      id: target.id, frame: { ...target.frame },
      shape: { kind: target.shape.kind, radii: target.shape.radii ? [...target.shape.radii] : [0, 0, 0, 0] },
      preview, destination: target.destination === "none" ? null : target.destination,
      present: target.presentation, size: target.size, primary: target.primary, menu,
    };
  });
  let width = 0;
  let height = 0;
  for (const { frame } of targets) {
    width = Math.max(width, frame.x + frame.width);
    height = Math.max(height, frame.y + frame.height);
  }
  return { targets, configuration: description.configuration, width, height };
}

/** The submenu whose single selection an action belongs to: its nearest enclosing submenu, looking
 * through deferred elements (null at the root level). */
export function singleGroup(menu, item) {
  let parent = item.parent;
  while (parent > ROOT) {
    const node = menu.nodes[parent];
    if (node.kind === "submenu") return node;
    parent = node.parent;
  }
  return null;
}
