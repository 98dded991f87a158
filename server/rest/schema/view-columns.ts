// Which base-table column each view column comes from, read from the view's stored query tree
// (pg_rewrite.ev_action): PostgreSQL records it on every top-level target entry
// (`resorigtbl`/`resorigcol`), through subqueries, CTEs and joins. That is how views inherit
// their base tables' foreign keys, as PostgREST does.

/** A node of PostgreSQL's `nodeToString` text: `{TYPE :field value …}`, lists `(…)`, tokens. */
type NodeValue = string | null | NodeValue[] | PgNode;
type PgNode = { type: string; fields: Map<string, NodeValue[]> };

/** One view column whose values are a plain reference to a column of another relation. */
export type ViewColumnSource = { column: string; sourceOid: number; sourceAttnum: number };

/** `raw` tokens had no backslash: only they can be delimiters, field markers or `<>`. */
type Token = { text: string; raw: boolean };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === " " || c === "\n" || c === "\t" || c === "\r") {
      i += 1;
    } else if (c === "(" || c === ")" || c === "{" || c === "}") {
      tokens.push({ text: c, raw: true });
      i += 1;
    } else {
      // a token runs to the next unescaped delimiter; `\x` stands for the character x
      let out = "";
      let raw = true;
      while (i < text.length) {
        const d = text[i];
        if (d === " " || d === "\n" || d === "\t" || d === "\r" || d === "(" || d === ")" || d === "{" || d === "}")
          break;
        if (d === "\\" && i + 1 < text.length) {
          out += text[i + 1];
          raw = false;
          i += 2;
        } else {
          out += d;
          i += 1;
        }
      }
      tokens.push({ text: out, raw });
    }
  }
  return tokens;
}

function parseNodeText(text: string): NodeValue {
  const tokens = tokenize(text);
  let pos = 0;
  const is = (t: Token | undefined, text: string) => t !== undefined && t.raw && t.text === text;
  const value = (): NodeValue => {
    const t = tokens[pos++];
    if (t === undefined) return null;
    if (is(t, "(")) {
      const items: NodeValue[] = [];
      while (pos < tokens.length && !is(tokens[pos], ")")) items.push(value());
      pos += 1;
      return items;
    }
    if (is(t, "{")) {
      const node: PgNode = { type: tokens[pos++]?.text ?? "", fields: new Map() };
      let current: NodeValue[] | undefined;
      while (pos < tokens.length && !is(tokens[pos], "}")) {
        const tok = tokens[pos];
        // every field writes at least one value, so the token after a marker is a value even
        // when it starts with ':' (outToken does not escape that, e.g. a column named ":x")
        if (tok.raw && tok.text.startsWith(":") && tok.text.length > 1 && current?.length !== 0) {
          current = [];
          node.fields.set(tok.text.slice(1), current);
          pos += 1;
        } else {
          const v = value();
          current?.push(v);
        }
      }
      pos += 1;
      return node;
    }
    return is(t, "<>") ? null : t.text;
  };
  return value();
}

const isNode = (v: NodeValue | undefined): v is PgNode => typeof v === "object" && v !== null && !Array.isArray(v);

const field = (node: PgNode, name: string): NodeValue | undefined => node.fields.get(name)?.[0];

/** The top-level query's plain column references, from a view's `ev_action` text. */
export function viewColumnSources(evAction: string): ViewColumnSource[] {
  let tree: NodeValue;
  try {
    tree = parseNodeText(evAction);
  } catch {
    return [];
  }
  const query = Array.isArray(tree) ? tree[0] : tree;
  if (!isNode(query) || query.type !== "QUERY") return [];
  const targets = field(query, "targetList");
  if (!Array.isArray(targets)) return [];
  const out: ViewColumnSource[] = [];
  for (const entry of targets) {
    if (!isNode(entry) || entry.type !== "TARGETENTRY") continue;
    const name = field(entry, "resname");
    const oid = Number(field(entry, "resorigtbl"));
    const attnum = Number(field(entry, "resorigcol"));
    if (field(entry, "resjunk") === "true" || typeof name !== "string") continue;
    if (Number.isInteger(oid) && oid > 0 && Number.isInteger(attnum) && attnum > 0) {
      out.push({ column: name, sourceOid: oid, sourceAttnum: attnum });
    }
  }
  return out;
}
