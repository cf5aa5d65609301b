import {
  changedFields,
  dayIn,
  DEFAULT_TIME_ZONE,
  setCollegeClock,
  setCollegeTimeZone,
  type CollegeSettings,
  type CollegeSettingsAnswer,
  type ContactData,
  type LogoData,
  serverText,
} from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { remembered, type Remembered } from '../../lib/remembered.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { createCollegeRepository } from './college.repository.js';
import { buildPublicAnswers, type PublicAnswers } from './public-answers.js';

export interface CollegeServiceDeps {
  db: Db;
  audit: AuditService;
  /** COLLEGE_CODE: overrides the stored code, so every interface variant can be run. */
  codeOverride?: string;
  clock?: Clock;
  /** Whether the settings may be answered from memory: while the change feed is live (ADR 0092). */
  keepWhile?: () => boolean;
}

type SettingsRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createCollegeRepository>['settings']>>>;

const contactOf = (r: SettingsRow): ContactData[] => [{ ...r.contact, aboutUs: r.aboutUs, timeZone: r.timeZone, collegeName: r.name }];

/** The settings as the audit compares them: the college's name is not a person's. */
const settingsForAudit = ({
  code,
  name,
  aboutUs,
  contact,
  timeZone,
}: Pick<CollegeSettings, 'code' | 'name' | 'aboutUs' | 'contact' | 'timeZone'>) => ({
  code,
  collegeName: name,
  aboutUs,
  contact,
  timeZone,
});

export function createCollegeService({ db, audit, codeOverride, clock = systemClock, keepWhile }: CollegeServiceDeps) {
  const repo = createCollegeRepository(db);
  // The shared date checks (a date of birth not after today) read the same clock as the services.
  setCollegeClock(clock);

  /** Every read of the settings also tells the shared date checks the zone (collegeToday). */
  const remember = <T extends { timeZone: string } | undefined>(found: T): T => {
    setCollegeTimeZone(found?.timeZone);
    return found;
  };

  async function row() {
    const found = remember(await repo.settings());
    if (!found) throw notFound(serverText('page.collegeNotSetUp'));
    return found;
  }

  /** Inside a transaction, pass it (`tx`): PGlite has one connection, which the transaction holds. */
  const zoneOf = async (r: typeof repo) => (await r.timeZone()) ?? DEFAULT_TIME_ZONE;
  const zone = remembered(() => zoneOf(repo), { keepWhile });
  async function timeZone(tx?: DbOrTx): Promise<string> {
    const found = await zone.get(tx ? () => zoneOf(createCollegeRepository(tx)) : undefined);
    setCollegeTimeZone(found);
    return found;
  }

  /** Today (`YYYY-MM-DD`) by the college's clock, in its time zone: the day every service prints or decides on. */
  async function today(tx?: DbOrTx): Promise<string> {
    return dayIn(await timeZone(tx), clock());
  }

  const kept = remembered(async () => (await repo.code()) ?? '', { keepWhile });
  /** Every signed-in page frame asks for it (`me`): from memory, like the public answers. */
  async function code(): Promise<string> {
    if (codeOverride) return codeOverride;
    return kept.get();
  }

  /** `getContactData` answers a list of which the last item is used (spec 000 section 2). */
  async function contactList(): Promise<ContactData[]> {
    return contactOf(await row());
  }

  const answers = remembered(
    async () => {
      const r = await row();
      return buildPublicAnswers({ code: codeOverride ?? r.code, contact: contactOf(r), logo: r.logo, banner: r.banner });
    },
    { keepWhile },
  );
  /** The home page's and every page frame's data, ready to send, from memory (ADR 0062). */
  const publicAnswers = (): Promise<PublicAnswers> => answers.get();

  async function logos(): Promise<LogoData> {
    const r = await row();
    return { Logo: r.logo, Banner: r.banner };
  }

  async function settings(): Promise<CollegeSettingsAnswer> {
    const r = await row();
    return {
      code: r.code,
      name: r.name,
      aboutUs: r.aboutUs,
      contact: r.contact,
      timeZone: r.timeZone,
      codeOverridden: Boolean(codeOverride),
    };
  }

  async function update(input: CollegeSettings, actor: Actor) {
    await db.transaction(async (tx) => {
      const txRepo = createCollegeRepository(tx);
      const before = await txRepo.settings();
      await txRepo.update(input);
      await audit.record(tx, {
        actor,
        action: 'update',
        entity: 'college_settings',
        entityId: '1',
        details: { code: input.code },
        changes: changedFields(
          before && settingsForAudit(before),
          settingsForAudit({ ...input, timeZone: input.timeZone ?? before?.timeZone }),
        ),
      });
    });
    forget();
    return settings();
  }

  /** Values other features make from the settings (the grade sheet's header), kept and forgotten with them. */
  const madeFromSettings = new Set<Remembered<unknown>>();
  /**
   * Keeps what `read` makes of the settings as the settings themselves are kept: while the change feed
   * is live (ADR 0092), and until they change, here or on another server (ADR 0070).
   */
  function keptWithSettings<T>(read: () => Promise<T>): Remembered<T> {
    const value = remembered(read, { keepWhile });
    madeFromSettings.add(value as Remembered<unknown>);
    return value;
  }

  /** After a change of the settings, here or on another server (ADR 0070). */
  function forget() {
    kept.forget();
    answers.forget();
    zone.forget();
    for (const value of madeFromSettings) value.forget();
  }

  return { forget, keptWithSettings, code, contactList, logos, publicAnswers, settings, update, timeZone, today, now: clock };
}

export type CollegeService = ReturnType<typeof createCollegeService>;
