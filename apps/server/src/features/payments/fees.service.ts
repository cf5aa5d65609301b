import {
  changedFields,
  feeStructureInputSchema,
  feeTypeInputSchema,
  type FeeStructureInput,
  type FeeProgramme,
  type FeeStructureRow,
  type FeeType,
  serverText,
} from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { translateDatabaseError, violationOf } from '../../db/database-error.js';
import { AppError, invalid, notFound, schemaText } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { MasterDataService } from '../masterdata/masterdata.service.js';
import { createFeesRepository, type FeeStructureEntry } from './fees.repository.js';

export interface FeesServiceDeps {
  db: Db;
  audit: AuditService;
  masterData: MasterDataService;
}

interface CourseRow {
  id: number;
  code: string;
  durationYears: number;
}
interface BatchRow {
  id: number;
  courseId: number;
  name: string;
  startYear: number;
}

/** A fee structure amount as the audit names it: the fee type, course and batch by name, not by number. */
const structureForAudit = (r: FeeStructureRow) => ({
  feeType: r.feeTypeName,
  course: r.course,
  batch: r.batch,
  semester: r.semester,
  amountPaise: r.amountPaise,
});
const structureLabel = (r: FeeStructureRow) => `${r.feeTypeName}, ${r.course} ${r.batch}`;

/** Parses a body with its shared schema; the first problem answers 400 naming its field. */
function parse<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
  },
  input: unknown,
): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalid(schemaText(issue.message), issue.path.map(String).join('.') || 'body');
}

/** Fee types and the per-programme structure, maintained by the accounts office; every change audited. */
export function createFeesService({ db, audit, masterData }: FeesServiceDeps) {
  const repo = createFeesRepository(db);

  const feeTypeList = (): Promise<FeeType[]> => repo.feeTypeList();

  /** `getFeesToAllot`: every fee type, as the gateway key maintenance allots keys to them. */
  async function feesToAllot() {
    return (await repo.feeTypeList()).map((t) => ({ feeType: t.code, name: t.name, category: t.category }));
  }

  const feeTypeConflict = (code: string) => ({
    unique: { code: { text: serverText('masterData.exists', { field: 'Code', value: code }), field: 'code' } },
  });

  async function addFeeType(input: unknown, actor: Actor): Promise<FeeType> {
    const values = parse(feeTypeInputSchema, input);
    try {
      return await db.transaction(async (tx) => {
        const row = await createFeesRepository(tx).insertFeeType(values);
        await audit.record(tx, { actor, action: 'create', entity: 'payments.feeType', entityId: String(row.id), details: values });
        return row;
      });
    } catch (err) {
      throw translateDatabaseError(err, feeTypeConflict(values.code));
    }
  }

  async function editFeeType(id: number, input: unknown, actor: Actor): Promise<FeeType> {
    const values = parse(feeTypeInputSchema, input);
    try {
      return await db.transaction(async (tx) => {
        const txRepo = createFeesRepository(tx);
        const before = await txRepo.feeTypeById(id);
        if (!before) throw notFound(serverText('fees.noSuchFeeType'));
        if (values.category === 'miscellaneous' && before.category !== 'miscellaneous' && (await hasStructure(tx, id)))
          throw invalid(serverText('fees.miscellaneousStructure'), 'category');
        const row = await txRepo.updateFeeType(id, values);
        await audit.record(tx, {
          actor,
          action: 'update',
          entity: 'payments.feeType',
          entityId: String(id),
          details: { label: values.name },
          changes: changedFields({ ...before, id: undefined }, values, { money: ['fixedAmountPaise'] }),
        });
        return row;
      });
    } catch (err) {
      throw translateDatabaseError(err, feeTypeConflict(values.code));
    }
  }

  async function hasStructure(tx: DbOrTx, feeTypeId: number) {
    return (await createFeesRepository(tx).structureList()).some((s) => s.feeTypeId === feeTypeId);
  }

  async function removeFeeType(id: number, actor: Actor): Promise<FeeType> {
    try {
      return await db.transaction(async (tx) => {
        const row = await createFeesRepository(tx).deleteFeeType(id);
        if (!row) throw notFound(serverText('fees.noSuchFeeType'));
        await audit.record(tx, { actor, action: 'delete', entity: 'payments.feeType', entityId: String(id), details: row });
        return row;
      });
    } catch (err) {
      // Paid and open orders keep their fee type: a fee type with payments stays.
      if (violationOf(err)?.kind === 'foreignKey') {
        const row = await repo.feeTypeById(id);
        throw new AppError('CONFLICT', serverText('fees.feeTypeInUse', { code: row?.code ?? String(id) }), { field: 'id' });
      }
      throw err;
    }
  }

  async function catalog() {
    const [courses, batches] = await Promise.all([
      masterData.list('courses') as Promise<unknown[]> as Promise<CourseRow[]>,
      masterData.list('batches') as Promise<unknown[]> as Promise<BatchRow[]>,
    ]);
    return { courses: new Map(courses.map((c) => [c.id, c])), batches: new Map(batches.map((b) => [b.id, b])) };
  }

  /** Every course with its batches and semester count, for the structure screen's choices. */
  async function programmes(): Promise<FeeProgramme[]> {
    const names = await catalog();
    return [...names.courses.values()].map((c) => ({
      id: c.id,
      code: c.code,
      semesters: c.durationYears * 2,
      batches: [...names.batches.values()].filter((b) => b.courseId === c.id).map((b) => ({ id: b.id, name: b.name })),
    }));
  }

  /** The structure with the names of its fee types, courses and batches. */
  async function structureList(): Promise<FeeStructureRow[]> {
    const [rows, types, names] = await Promise.all([repo.structureList(), repo.feeTypeList(), catalog()]);
    const typeOf = new Map(types.map((t) => [t.id, t]));
    return rows.map((r) => named(r, typeOf, names));
  }

  function named(
    r: FeeStructureEntry,
    typeOf: Map<number, FeeType>,
    names: { courses: Map<number, CourseRow>; batches: Map<number, BatchRow> },
  ): FeeStructureRow {
    const type = typeOf.get(r.feeTypeId);
    return {
      id: r.id,
      feeTypeId: r.feeTypeId,
      feeTypeCode: type?.code ?? '',
      feeTypeName: type?.name ?? '',
      courseId: r.courseId,
      course: names.courses.get(r.courseId)?.code ?? '',
      batchId: r.batchId,
      batch: names.batches.get(r.batchId)?.name ?? '',
      semester: r.semester,
      amountPaise: r.amountPaise,
    };
  }

  /** Checks what the schema cannot: the fee type, course and batch exist and belong together. */
  async function checkStructure(values: FeeStructureInput) {
    const [type, names] = await Promise.all([repo.feeTypeById(values.feeTypeId), catalog()]);
    if (!type) throw invalid(serverText('fees.unknownFeeType'), 'feeTypeId');
    if (type.category === 'miscellaneous') throw invalid(serverText('fees.miscellaneousStructure'), 'feeTypeId');
    const course = names.courses.get(values.courseId);
    if (!course) throw invalid(serverText('fees.unknownCourse'), 'courseId');
    const batch = names.batches.get(values.batchId);
    if (!batch || batch.courseId !== course.id) throw invalid(serverText('fees.batchOfCourse', { course: course.code }), 'batchId');
    const max = course.durationYears * 2;
    if (values.semester > max) throw invalid(serverText('fees.semesterOfCourse', { max, course: course.code }), 'semester');
    const structureConflict = {
      unique: {
        fee_structure_uq: {
          text: serverText('fees.structureExists', {
            feeType: type.name,
            course: course.code,
            batch: batch.name,
            semester: values.semester,
          }),
          field: 'semester',
        },
      },
    };
    return { type, names, structureConflict };
  }

  async function addStructure(input: unknown, actor: Actor): Promise<FeeStructureRow> {
    const values = parse(feeStructureInputSchema, input);
    const { type, names, structureConflict } = await checkStructure(values);
    try {
      return await db.transaction(async (tx) => {
        const row = named(await createFeesRepository(tx).insertStructure(values), new Map([[type.id, type]]), names);
        await audit.record(tx, {
          actor,
          action: 'create',
          entity: 'payments.feeStructure',
          entityId: String(row.id),
          details: { label: structureLabel(row), ...structureForAudit(row) },
        });
        return row;
      });
    } catch (err) {
      throw translateDatabaseError(err, structureConflict);
    }
  }

  async function editStructure(id: number, input: unknown, actor: Actor): Promise<FeeStructureRow> {
    const values = parse(feeStructureInputSchema, input);
    const { type, names, structureConflict } = await checkStructure(values);
    try {
      return await db.transaction(async (tx) => {
        const txRepo = createFeesRepository(tx);
        const before = await txRepo.structureById(id);
        if (!before) throw notFound(serverText('fees.noSuchStructure'));
        const beforeType = before.feeTypeId === type.id ? type : await txRepo.feeTypeById(before.feeTypeId);
        const types = new Map([type, beforeType].flatMap((t) => (t ? [[t.id, t] as const] : [])));
        const row = named(await txRepo.updateStructure(id, values), types, names);
        await audit.record(tx, {
          actor,
          action: 'update',
          entity: 'payments.feeStructure',
          entityId: String(id),
          details: { label: structureLabel(row), semester: row.semester },
          changes: changedFields(structureForAudit(named(before, types, names)), structureForAudit(row), { money: ['amountPaise'] }),
        });
        return row;
      });
    } catch (err) {
      throw translateDatabaseError(err, structureConflict);
    }
  }

  async function removeStructure(id: number, actor: Actor): Promise<{ id: number }> {
    // Read before the transaction: on the embedded database a read outside it would wait for it.
    const [types, names] = await Promise.all([repo.feeTypeList(), catalog()]);
    return db.transaction(async (tx) => {
      const deleted = await createFeesRepository(tx).deleteStructure(id);
      if (!deleted) throw notFound(serverText('fees.noSuchStructure'));
      const row = named(deleted, new Map(types.map((t) => [t.id, t])), names);
      await audit.record(tx, {
        actor,
        action: 'delete',
        entity: 'payments.feeStructure',
        entityId: String(id),
        details: { label: structureLabel(row), ...structureForAudit(row) },
      });
      return { id };
    });
  }

  return {
    feeTypeList,
    feesToAllot,
    addFeeType,
    editFeeType,
    removeFeeType,
    structureList,
    programmes,
    addStructure,
    editStructure,
    removeStructure,
    structureOf: repo.structureOf,
    catalog,
  };
}

export type FeesService = ReturnType<typeof createFeesService>;
