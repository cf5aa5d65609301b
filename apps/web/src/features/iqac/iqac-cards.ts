import type { ContactData } from '@campus/shared';

export interface IqacCard {
  key: 'login' | 'facultyDashboard' | 'naac' | 'nirf' | 'obe';
  href: string;
  /** A page of this site (opened in place) or an external site (opened in a new tab). */
  internal: boolean;
}

type Linked = Exclude<IqacCard['key'], 'login'>;

/** Where a card goes when the college has configured no link of its own. */
const DEFAULTS: Record<Linked, string> = {
  facultyDashboard: '/login/Faculty',
  naac: 'https://www.naac.gov.in/',
  nirf: 'https://www.nirfindia.org/',
  obe: '/login/OBE',
};

/** The IQAC page's cards (spec 001 §2): the sign-in, then each area by the college's link or its default. */
export function iqacCards(links: ContactData['iqacLinks'] = {}): IqacCard[] {
  const linked = (Object.keys(DEFAULTS) as Linked[]).map((key) => {
    const href = links[key]?.trim() || DEFAULTS[key];
    return { key, href, internal: href.startsWith('/') };
  });
  return [{ key: 'login', href: '/login/IQAC', internal: true }, ...linked];
}
