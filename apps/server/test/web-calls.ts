import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One call the web app makes: its method and its path, with `{}` where a value goes. */
export interface WebCall {
  method: string;
  path: string;
  /** file:line of the call. */
  at: string;
}

/** The one API client's calls (apps/web/src/lib/api.ts), and fetch. */
const CLIENT_CALLS = new Set(['api', 'apiBlob', 'uploadWithProgress', 'fetch']);
const MIGHT_CALL = /\b(api|apiBlob|uploadWithProgress)\s*[<(]|['`]\/api\//;
const VALUE = '{}';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // The component tests' API server (src/test/, *.handlers.ts) answers calls; it makes none.
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test\.tsx?|handlers\.ts)$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Every call of the web app's API client (`api`, `apiBlob`, `uploadWithProgress`), every `fetch` of
 * an `/api/` address and every other `/api/` address it writes (a link to a PDF), read from the
 * sources with the TypeScript checker: a value in a path whose type is a set of words (an action, a
 * kind) is each of them, any other value `{}`. A call whose path or method cannot be read so is
 * listed in `unreadable`, never skipped.
 */
export function webCalls(webRoot: string): { calls: WebCall[]; unreadable: string[] } {
  const src = path.join(webRoot, 'src');
  const client = path.join(src, 'lib', 'api.ts');
  const files = sourceFiles(src).filter((file) => file !== client && MIGHT_CALL.test(fs.readFileSync(file, 'utf8')));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(webRoot, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('the web tsconfig cannot be read');
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const calls: WebCall[] = [];
  const unreadable: string[] = [];

  /** The words a value may be, when its type says so; otherwise one unknown value. */
  function words(node: ts.Expression): string[] {
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    const literal = parts.every((t) => t.isStringLiteral() || t.isNumberLiteral());
    return literal ? parts.map((t) => String((t as ts.StringLiteralType | ts.NumberLiteralType).value)) : [VALUE];
  }

  /** The addresses a path expression may be, or undefined when it cannot be read. */
  function paths(node: ts.Expression): string[] | undefined {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) {
      let found = [node.head.text];
      for (const span of node.templateSpans) {
        const values = words(span.expression);
        found = found.flatMap((start) => values.map((value) => start + value + span.literal.text));
      }
      return found;
    }
    const values = words(node);
    return values.includes(VALUE) ? undefined : values;
  }

  /** The method of a client call: its options' `method`, else POST with a body and GET without. */
  function methods(name: string, options: ts.Expression | undefined): string[] | undefined {
    if (name === 'uploadWithProgress') return ['POST'];
    if (!options) return ['GET'];
    if (!ts.isObjectLiteralExpression(options)) return undefined;
    const property = (key: string) =>
      options.properties.find((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === key);
    const method = property('method');
    if (method && ts.isPropertyAssignment(method)) {
      const values = words(method.initializer);
      return values.includes(VALUE) ? undefined : values;
    }
    if (method) return undefined;
    return [property('body') && name !== 'fetch' ? 'POST' : 'GET'];
  }

  const address = (p: string) => (p.startsWith('/api') ? p : `/api/${p.replace(/^\//, '')}`).split('?')[0]!;

  for (const file of files) {
    const source = program.getSourceFile(file)!;
    const read = new Set<ts.Node>();
    const at = (node: ts.Node) => `${path.relative(webRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CLIENT_CALLS.has(node.expression.text) && node.arguments[0]) {
        const name = node.expression.text;
        const [first, second, , fourth] = node.arguments;
        const found = paths(first);
        const isApiFetch = name !== 'fetch' || found?.every((p) => p.startsWith('/api/'));
        if (isApiFetch) {
          read.add(first);
          const how = methods(name, name === 'uploadWithProgress' ? fourth : second);
          if (!found || !how) unreadable.push(`${at(node)} ${node.getText().slice(0, 120)}`);
          else for (const p of found) for (const method of how) calls.push({ method, path: address(p), at: at(node) });
        }
      } else if (
        !read.has(node) &&
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
        (ts.isTemplateExpression(node) ? node.head.text : node.text).startsWith('/api/')
      ) {
        // An address the page opens itself (a link, a new window): read with GET.
        for (const p of paths(node) ?? []) calls.push({ method: 'GET', path: address(p), at: at(node) });
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { calls, unreadable };
}

/** Whether a documented path (`/api/users/{id}/approve`) serves an address of the web (`/api/users/{}/approve`). */
export function pathServes(documented: string, called: string): boolean {
  const want = documented.split('/');
  const got = called.split('/');
  return want.length === got.length && want.every((segment, i) => (/^\{[^}]+\}$/.test(segment) ? got[i] !== '' : segment === got[i]));
}
