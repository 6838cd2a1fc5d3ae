/**
 * Every text namespace an island's code uses is loaded before the island mounts (registry.ts's
 * `namespaces`; mount.ts awaits them). A component shared between islands (components/UnitPrice
 * reads the catalogue namespace) would otherwise print its keys: issue 27's checkout showed
 * "prices.yours €4.9602 prices.list €6.2002" to an approved customer.
 *
 * The files of an island are its folder's modules and every module they import, followed through
 * relative imports; a namespace is used by `useTranslation('ns')`, `useTranslation(['a', 'b'])`
 * and `t('ns:key')`.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const SRC = join(__dirname, "../../src");
const registry = readFileSync(join(SRC, "islands/registry.ts"), "utf8");

/** 'island-name' => { dir, namespaces } from registry.ts's entries. */
const entries = [
  ...registry.matchAll(
    /'?([a-z-]+)'?: \{ load: \(\) => import\('\.\/([a-z-]+)'\), namespaces: \[([^\]]*)\] \}/g,
  ),
].map(([, name, dir, list]) => ({
  name,
  dir,
  namespaces: [...list.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]),
}));

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The namespaces used by a module and everything it imports (relative imports only). */
function used(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const found = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(
      /useTranslation\(\s*(\[[^\]]*\]|'[a-z-]+')/g,
    )) {
      for (const ns of match[1].matchAll(/'([a-z-]+)'/g))
        found.set(ns[1], file);
    }
    for (const match of text.matchAll(/\bt[A-Za-z]*\(\s*'([a-z-]+):/g))
      found.set(match[1], file);
    for (const match of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = resolveModule(file, match[1]);
      if (target && /\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return found;
}

describe("island text namespaces", () => {
  it("reads the registry", () => {
    expect(entries.length).toBe(
      [...registry.matchAll(/load: \(\) => import\(/g)].length,
    );
    expect(entries.find((e) => e.name === "checkout")?.namespaces).toContain(
      "checkout",
    );
  });

  it.each(entries.map((e) => [e.name, e] as const))(
    "%s loads every namespace its code uses",
    (_name, entry) => {
      const main = resolveModule(
        join(SRC, "islands", "registry.ts"),
        `./${entry.dir}`,
      );
      expect(main).not.toBeNull();
      const missing = [...used(main as string)]
        .filter(([ns]) => ns !== "common" && !entry.namespaces.includes(ns))
        .map(([ns, file]) => `${ns} (${file.slice(SRC.length + 1)})`);
      expect(missing).toEqual([]);
    },
  );
});
