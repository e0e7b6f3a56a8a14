/**
 * A small strict XML 1.0 reader for tests (no DTDs, no CDATA, no namespaces needed): it rejects
 * what a real parser rejects in the documents we write (unbalanced tags, a raw `<` or `&` in text,
 * unknown entities, duplicate attributes, characters XML 1.0 forbids) and returns the element tree.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_:][-A-Za-z0-9._:]*/;
const invalidChar = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const entity = /&(?:(amp|lt|gt|quot|apos)|#([0-9]+)|#x([0-9A-Fa-f]+));/g;
const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  const stray = raw.replace(entity, "");
  if (stray.includes("&")) throw new Error(`unescaped & in ${where}`);
  if (stray.includes("<")) throw new Error(`unescaped < in ${where}`);
  return raw.replace(
    entity,
    (_match, name: string | undefined, dec: string | undefined, hex: string | undefined) =>
      name ? (named[name] as string) : String.fromCodePoint(Number.parseInt(dec ?? hex ?? "", dec ? 10 : 16)),
  );
}

/** Parses a document; throws an Error saying what is malformed. */
export function parseXml(document: string): XmlElement {
  if (invalidChar.test(document)) throw new Error("a character XML 1.0 does not allow");
  let rest = document.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (rest.length > 0) {
    const lt = rest.indexOf("<");
    const text = lt === -1 ? rest : rest.slice(0, lt);
    if (text) {
      const parent = stack.at(-1);
      if (!parent) {
        if (text.trim()) throw new Error("text outside the root element");
      } else parent.text += decode(text, `<${parent.name}> text`);
    }
    if (lt === -1) break;
    rest = rest.slice(lt);
    if (rest.startsWith("</")) {
      const match = /^<\/([^\s>]+)\s*>/.exec(rest);
      const open = stack.pop();
      if (!match || !open || open.name !== match[1])
        throw new Error(`mismatched end tag ${match?.[1]} for ${open?.name}`);
      rest = rest.slice(match[0].length);
      continue;
    }
    const name = NAME.exec(rest.slice(1))?.[0];
    if (!name) throw new Error(`bad tag at: ${rest.slice(0, 30)}`);
    rest = rest.slice(1 + name.length);
    const element: XmlElement = { name, attributes: {}, children: [], text: "" };
    for (;;) {
      const attribute = /^\s+([A-Za-z_:][-A-Za-z0-9._:]*)\s*=\s*"([^"]*)"/.exec(rest);
      if (!attribute) break;
      const [whole, key, value] = attribute as unknown as [string, string, string];
      if (key in element.attributes) throw new Error(`duplicate attribute ${key} on <${name}>`);
      element.attributes[key] = decode(value, `attribute ${key}`);
      rest = rest.slice(whole.length);
    }
    const end = /^\s*(\/?)>/.exec(rest);
    if (!end) throw new Error(`bad tag <${name}> at: ${rest.slice(0, 30)}`);
    rest = rest.slice(end[0].length);
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) throw new Error("a second root element");
    else root = element;
    if (!end[1]) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.at(-1)?.name}>`);
  if (!root) throw new Error("no root element");
  return root;
}

/** Every descendant element named `name`, document order. */
export function elements(root: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (element: XmlElement) => {
    if (element.name === name) found.push(element);
    element.children.forEach(walk);
  };
  walk(root);
  return found;
}
