import { and, asc, eq } from 'drizzle-orm';
import type { FeeStructureInput, FeeTypeInput } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { feeStructure, feeTypes } from './payments.table.js';

export type FeeStructureEntry = typeof feeStructure.$inferSelect;

const feeTypeColumns = {
  id: feeTypes.id,
  code: feeTypes.code,
  name: feeTypes.name,
  category: feeTypes.category,
  fixedAmountPaise: feeTypes.fixedAmountPaise,
};

/** Fee types and the per-semester structure. */
export function createFeesRepository(db: DbOrTx) {
  const feeTypeList = () => db.select(feeTypeColumns).from(feeTypes).orderBy(asc(feeTypes.category), asc(feeTypes.code));

  async function feeTypeById(id: number) {
    const [row] = await db.select(feeTypeColumns).from(feeTypes).where(eq(feeTypes.id, id));
    return row;
  }

  async function insertFeeType(values: FeeTypeInput) {
    const [row] = await db.insert(feeTypes).values(values).returning(feeTypeColumns);
    return row;
  }

  async function updateFeeType(id: number, values: FeeTypeInput) {
    const [row] = await db.update(feeTypes).set(values).where(eq(feeTypes.id, id)).returning(feeTypeColumns);
    return row;
  }

  async function deleteFeeType(id: number) {
    const [row] = await db.delete(feeTypes).where(eq(feeTypes.id, id)).returning(feeTypeColumns);
    return row;
  }

  const structureList = () =>
    db
      .select()
      .from(feeStructure)
      .orderBy(asc(feeStructure.courseId), asc(feeStructure.batchId), asc(feeStructure.semester), asc(feeStructure.feeTypeId));

  /** The structure of one programme and batch. */
  const structureOf = (courseId: number, batchId: number) =>
    db
      .select()
      .from(feeStructure)
      .where(and(eq(feeStructure.courseId, courseId), eq(feeStructure.batchId, batchId)));

  async function structureById(id: number) {
    const [row] = await db.select().from(feeStructure).where(eq(feeStructure.id, id));
    return row;
  }

  async function insertStructure(values: FeeStructureInput) {
    const [row] = await db.insert(feeStructure).values(values).returning();
    return row;
  }

  async function updateStructure(id: number, values: FeeStructureInput) {
    const [row] = await db.update(feeStructure).set(values).where(eq(feeStructure.id, id)).returning();
    return row;
  }

  async function deleteStructure(id: number) {
    const [row] = await db.delete(feeStructure).where(eq(feeStructure.id, id)).returning();
    return row;
  }

  return {
    feeTypeList,
    feeTypeById,
    insertFeeType,
    updateFeeType,
    deleteFeeType,
    structureList,
    structureOf,
    structureById,
    insertStructure,
    updateStructure,
    deleteStructure,
  };
}
