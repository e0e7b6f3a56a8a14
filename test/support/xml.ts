/**
 * XML for tests: `parseXml` reads a document with `fast-xml-parser` (its validator first, so a
 * malformed document throws instead of half-parsing) into a small element tree; `validateJunit`
 * checks a report with libxml2 itself (`xmllint-wasm`, the `xmllint --schema` of libxml2 compiled to
 * WebAssembly, so no system package is needed): strictly well-formed XML 1.0 (no control characters,
 * one root, known entities only) and valid against junit.xsd, the structure CI systems read.
 */
import { readFileSync } from "node:fs";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { validateXML } from "xmllint-wasm";

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

type Node = Record<string, unknown> & { ":@"?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
});

function toElement(node: Node): XmlElement {
  const name = Object.keys(node).find((key) => key !== ":@") as string;
  const element: XmlElement = { name, attributes: { ...node[":@"] }, children: [], text: "" };
  for (const child of node[name] as Node[]) {
    if ("#text" in child) element.text += String(child["#text"]);
    else element.children.push(toElement(child));
  }
  return element;
}

/** Parses a document; throws an Error saying what is malformed. */
export function parseXml(document: string): XmlElement {
  const verdict = XMLValidator.validate(document);
  if (verdict !== true)
    throw new Error(`${verdict.err.code} at line ${verdict.err.line}: ${verdict.err.msg}`);
  const roots = (parser.parse(document) as Node[]).filter((node) => !("?xml" in node) && !("#text" in node));
  if (roots.length !== 1) throw new Error(`${roots.length} root elements`);
  return toElement(roots[0] as Node);
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

const junitSchema = readFileSync(new URL("./junit.xsd", import.meta.url), "utf8");

/** libxml2's verdict on a JUnit report against junit.xsd: the errors (file:line: message), or []. */
export async function junitSchemaErrors(document: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: "report.xml", contents: document },
    schema: { fileName: "junit.xsd", contents: junitSchema },
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

/** Throws (listing libxml2's errors) unless the report is well-formed and valid against junit.xsd. */
export async function expectValidJunit(document: string): Promise<void> {
  const errors = await junitSchemaErrors(document);
  if (errors.length > 0) throw new Error(`not a valid JUnit report:\n${errors.join("\n")}`);
}
