import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { serverText } from '@campus/shared';

// Every refusal is made with a keyed text where it is thrown (ADR 0111): `new AppError(code,
// serverText('payments.orderNotFound'))`, `invalid(serverText('input.tooLong', { field, max }), field)`.
// The types refuse a plain string; this scan also refuses the shapes a cast could hide English in.
// That every key has its German is the web's test (apps/web/src/lib/api.test.ts).

const srcDir = path.resolve(import.meta.dirname, '../src');
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
