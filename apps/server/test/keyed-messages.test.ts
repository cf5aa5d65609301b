import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { serverText } from '@campus/shared';

// Every refusal is made with a keyed text where it is thrown (ADR 0111): `new AppError(code,
// serverText('payments.orderNotFound'))`, `invalid(serverText('input.tooLong', { field, max }), field)`.
// The types refuse a plain string; this scan also refuses the shapes a cast could hide English in.
// That every key has its German is the web's test (apps/web/src/lib/api.test.ts).

const srcDir = path.resolve(import.meta.dirname, '../src');
const sharedDir = path.resolve(import.meta.dirname, '../../../packages/shared/src');
const HELPERS = new Set(['invalid', 'notFound', 'forbidden', 'conflict']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The argument a refusal's text is: the second of `new AppError(code, text)`, the first of a helper,
 * and the message of `schemaText`, which only a zod issue's message may be.
 */
function textArgument(node: ts.Node): ts.Expression | undefined {
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') return node.arguments?.[1];
  if (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    (HELPERS.has(node.expression.text) || node.expression.text === 'schemaText')
  )
    return node.arguments[0];
  return undefined;
}

/** English written into a refusal: a string, a template, a concatenation, or a cast of one. */
function isWrittenText(expr: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr)) return isWrittenText(expr.expression);
  if (ts.isConditionalExpression(expr)) return isWrittenText(expr.whenTrue) || isWrittenText(expr.whenFalse);
  if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.PlusToken) return true;
  return ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr) || ts.isTemplateExpression(expr);
}

function writtenRefusals(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const arg = textArgument(node);
    if (arg && isWrittenText(arg)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path.relative(srcDir, file)}:${line + 1}: ${node.getText().slice(0, 100)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('messages keyed where they are thrown (ADR 0111)', () => {
  const files = sourceFiles(srcDir);

  it('finds the server sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('build no AppError, invalid, notFound, forbidden, conflict or schemaText from written English', () => {
    expect(files.flatMap(writtenRefusals)).toEqual([]);
  });

  it('the scan sees a refusal written in English', () => {
    const sample = path.join(srcDir, '__sample__.ts');
    const written = [
      "throw invalid('No such student', 'id');",
      'throw notFound(`No student with roll number ${roll}`);',
      "throw new AppError('CONFLICT', ('Taken' as string));",
      "throw conflict(taken ? 'Taken' : serverText('masterData.entryExists'));",
      "throw invalid(schemaText('No such student'), 'id');",
    ];
    const keyed = "throw invalid(serverText('admissionRecords.noSuchStudent'), 'id');";
    for (const line of written) {
      const source = ts.createSourceFile(sample, line, ts.ScriptTarget.Latest, true);
      const args: ts.Expression[] = [];
      const visit = (node: ts.Node) => {
        const arg = textArgument(node);
        if (arg) args.push(arg);
        ts.forEachChild(node, visit);
      };
      visit(source);
      expect(args.some(isWrittenText), line).toBe(true);
    }
    const source = ts.createSourceFile(sample, keyed, ts.ScriptTarget.Latest, true);
    const call = (source.statements[0] as ts.ThrowStatement).expression!;
    expect(isWrittenText(textArgument(call)!)).toBe(false);
  });

  it('fill a text with its values, a message within a message by its key', () => {
    const problem = serverText('upload.cellTooLong', { max: '32,767' });
    expect(serverText('upload.cell', { row: 4, column: 'B', problem })).toEqual({
      key: 'upload.cell',
      params: { row: '4', column: 'B', problem: { key: 'upload.cellTooLong', params: { max: '32,767' } } },
      message: 'Row 4, column B holds more than 32,767 characters, the most a cell may hold',
    });
  });
});

// A zod schema's message is keyed where the rule is written (ADR 0115): `.min(1, issueText('input.required',
// INPUT_TEXTS.required, { field }))`, `{ error: counterIssue('bankRequired') }`. English written into a
// schema's message, or a catalogue's English constant passed as one, would reach a German reader in English.

/** The checks of a zod schema whose last argument may be its message. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'int',
  'gte',
  'lte',
  'nonempty',
  'startsWith',
  'endsWith',
  'includes',
]);

/** English written out, or a catalogue's English constant (`COUNTER_TEXTS.bankRequired`, `MESSAGES.validMobile`). */
function isEnglish(expr: ts.Expression): boolean {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr) || ts.isTemplateExpression(expr)) return true;
  if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return isEnglish(expr.left) || isEnglish(expr.right);
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) return isEnglish(expr.expression);
  if (ts.isConditionalExpression(expr)) return isEnglish(expr.whenTrue) || isEnglish(expr.whenFalse);
  if (ts.isArrowFunction(expr)) return ts.isExpression(expr.body) && isEnglish(expr.body);
  return ts.isPropertyAccessExpression(expr) && /(TEXTS|MESSAGES)$/.test(expr.expression.getText());
}

/** An argument that is a message, or holds one under `error` or `message`. */
function carriesEnglish(arg: ts.Expression): boolean {
  if (!ts.isObjectLiteralExpression(arg)) return isEnglish(arg);
  return arg.properties.some(
    (p) => ts.isPropertyAssignment(p) && ['error', 'message'].includes(p.name.getText()) && isEnglish(p.initializer),
  );
}

function englishSchemaMessages(file: string, root: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const onZod = node.expression.expression.getText() === 'z';
      const args = node.arguments;
      const message =
        (ZOD_CHECKS.has(name) && args.length > 1 && args[args.length - 1]) ||
        ((onZod || name === 'addIssue') && args.find(ts.isObjectLiteralExpression));
      if (message && carriesEnglish(message)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${path.relative(root, file)}:${line + 1}: ${node.getText().slice(0, 100)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("schemas' messages keyed where the rule is written (ADR 0115)", () => {
  it('write no English into a schema of the shared package or the server', () => {
    const found = [
      ...sourceFiles(sharedDir).flatMap((f) => englishSchemaMessages(f, sharedDir)),
      // config.ts checks the operator's environment at start-up: its messages are for the operator's log, in English.
      ...sourceFiles(srcDir)
        .filter((f) => path.relative(srcDir, f) !== 'config.ts')
        .flatMap((f) => englishSchemaMessages(f, srcDir)),
    ];
    expect(found).toEqual([]);
  });

  it('the scan sees English in a schema', () => {
    const sample = path.join(os.tmpdir(), `schema-sample-${process.pid}.ts`);
    const written = [
      "z.string().min(1, 'Password is required');",
      'z.string().max(9, { error: `At most ${9}`, abort: true });',
      "z.enum(['a'], { error: COUNTER_TEXTS.modeRequired });",
      "ctx.addIssue({ code: 'custom', message: MESSAGES.validMobile });",
      "z.string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Text') });",
    ];
    try {
      for (const line of written) {
        fs.writeFileSync(sample, line);
        expect(englishSchemaMessages(sample, os.tmpdir()), line).toHaveLength(1);
      }
      fs.writeFileSync(sample, "z.string().min(1, issueText('signIn.passwordRequired', 'Password is required'));");
      expect(englishSchemaMessages(sample, os.tmpdir())).toEqual([]);
    } finally {
      fs.rmSync(sample, { force: true });
    }
  });
});
