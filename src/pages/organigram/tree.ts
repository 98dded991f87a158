// Trees of the organigram from flat rows: people under their manager (team members by
// manager_id, contacts by manager_contact_id). A manager outside the rows, a cycle or a depth
// beyond 10 (docs/rules/companies-contacts.md#organigram) puts the person at the root instead of losing them.
export type TreeNode<T> = { key: string; item: T; children: TreeNode<T>[] };

const MAX_DEPTH = 10;

export const buildTree = <T>(
  items: T[],
  idOf: (item: T) => string,
  parentOf: (item: T) => string | null | undefined,
  compare: (a: T, b: T) => number = () => 0,
): TreeNode<T>[] => {
  const byId = new Map(items.map((i) => [idOf(i), i]));
  const depthOf = (item: T): number | null => {
    const seen = new Set<string>([idOf(item)]);
    let depth = 0;
    for (let p = parentOf(item); p && byId.has(p); p = parentOf(byId.get(p)!)) {
      if (seen.has(p) || ++depth > MAX_DEPTH) return null;
      seen.add(p);
    }
    return depth;
  };
  const nodes = new Map(items.map((i) => [idOf(i), { key: idOf(i), item: i, children: [] } as TreeNode<T>]));
  const roots: TreeNode<T>[] = [];
  for (const item of items) {
    const parent = parentOf(item);
    const node = nodes.get(idOf(item))!;
    if (parent && nodes.has(parent) && depthOf(item) !== null) nodes.get(parent)!.children.push(node);
    else roots.push(node);
  }
  const sort = (list: TreeNode<T>[]) => {
    list.sort((a, b) => compare(a.item, b.item));
    for (const n of list) sort(n.children);
    return list;
  };
  return sort(roots);
};

/** Every key with children (to open the whole tree at first). */
export const parentKeys = <T>(nodes: TreeNode<T>[]): string[] =>
  nodes.flatMap((n) => (n.children.length ? [n.key, ...parentKeys(n.children)] : []));
