import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/lib/runtime/paths.js';

// No server module imports, however far round, a module that imports it back (decision 044): what one
// module needs from another that must not know it goes through a list in src/server/domain, wired in
// modules/index.ts. Type-only imports are erased from the build and tie nothing; tests and their helpers
// may reach across.

const server = join(projectRoot, 'src', 'server');
const testOnly = /\.test\.ts$|test-fixtures\.ts$|test-session\.ts$|[\\/]testing[\\/]/;

/** The project files one file imports at run time (`import type`, `export type` and all-type specifier lists apart). */
function runTimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const add = (spec: ts.Expression | undefined) => {
    if (spec && ts.isStringLiteral(spec) && spec.text.startsWith('.')) found.push(resolve(dirname(file), spec.text).replace(/\.js$/, '.ts'));
  };
  const allTypes = (names: readonly { isTypeOnly: boolean }[]) => names.length > 0 && names.every((n) => n.isTypeOnly);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly = clause && (clause.isTypeOnly || (!clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && allTypes(clause.namedBindings.elements)));
      if (!typeOnly) add(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && !(node.exportClause && ts.isNamedExports(node.exportClause) && allTypes(node.exportClause.elements))) add(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A module's files count as one node, named for the module; any other file of src/server is a node of its own. */
const nodeOf = (file: string) => {
  const path = relative(server, file).split(/[\\/]/);
  return path[0] === 'modules' && path.length > 2 ? `modules/${path[1]}` : path.join('/');
};

/** Who imports whom at run time, with one import that makes each link (to tell where a cycle runs). */
function importGraph() {
  const graph = new Map<string, Map<string, string>>();
  const files = readdirSync(server, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !testOnly.test(f));
  for (const file of files.map((f) => join(server, f))) {
    for (const target of runTimeImports(file)) {
      const [from, to] = [nodeOf(file), nodeOf(target)];
      if (from === to || !target.startsWith(server)) continue;
      const links = graph.get(from) ?? graph.set(from, new Map()).get(from)!;
      if (!links.has(to)) links.set(to, `${relative(server, file)} → ${relative(server, target)}`);
    }
  }
  return graph;
}

/** The groups of nodes that each reach all the others (Tarjan's strongly connected components), of two or more. */
function stronglyConnected(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

describe('imports between server modules', () => {
  const graph = importGraph();

  it('are read from every module', () => {
    const modules = readdirSync(join(server, 'modules'), { withFileTypes: true }).filter((e) => e.isDirectory());
    const importing = [...graph.keys()].filter((node) => node.startsWith('modules/'));
    // Every module but a few leaves imports another (settings at least): the reader sees the imports.
    expect(importing.length).toBeGreaterThan(modules.length / 2);
  });

  it('go one way: no module imports, through any chain, one that imports it back', () => {
    const withModules = stronglyConnected(graph).filter((group) => group.some((node) => node.startsWith('modules/')));
    const described = withModules.map((group) =>
      group.flatMap((from) => [...(graph.get(from) ?? [])].filter(([to]) => group.includes(to)).map(([, where]) => where)),
    );
    expect(described).toEqual([]);
  });
});
