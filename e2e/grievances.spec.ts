import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, shot, signInAt, snackbar } from './support';

const PDF = {
  name: 'revaluation-receipt.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

interface Register {
  overdue: number;
  rows: { number: string; overdue: boolean }[];
}

test.describe('Grievance cell', () => {
  test('a student files a grievance with its receipt and one in confidence; the cell assigns it, the member replies and decides; the student appeals and the cell records the award; overdue ones are flagged', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const subject = 'Revaluation of Mathematics III not declared';

    // The student files a grievance with a file, and gets its acknowledgement number at once.
    await signInAt(page, 'student', '/app/My Grievances');
    await expect(page.getByRole('heading', { name: 'My grievances', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'File a grievance' });
    const file = async (category: string, line: string, what: string) => {
      await form.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: category }).click();
      await form.getByLabel(/^Subject line/).fill(line);
      await form.getByLabel(/^What happened/).fill(what);
    };
    await file('Examinations and results', subject, 'I applied for revaluation of Mathematics III in July and have heard nothing since.');
    await page.locator('#grievance-attachment').setInputFiles(PDF);
    await expect(form.getByText(PDF.name)).toBeVisible();
    await form.getByRole('button', { name: 'File the grievance' }).click();
    const ack = page.getByTestId('grievance-acknowledgement');
    await expect(ack).toContainText('Your grievance is received');
    const number = (await page.getByTestId('grievance-number').textContent())!.trim();
    expect(number).toMatch(/^GRV-\d{4}-\d{5}$/);
    expect(await blockingViolations(page, 'the filing acknowledged')).toEqual([]);
    await shot(page, 'grievances-filed');

    // A second grievance, in confidence.
    await page.getByRole('button', { name: 'File another grievance' }).click();
    await file(
      'Harassment or discrimination',
      'Remarks in the laboratory',
      'A laboratory assistant makes remarks about our clothes during the practicals.',
    );
    await form.getByRole('checkbox', { name: /^Keep my name confidential/ }).check();
    await form.getByRole('button', { name: 'File the grievance' }).click();
    const secret = (await page.getByTestId('grievance-number').textContent())!.trim();
    expect(secret).not.toBe(number);
    await expect(page.getByRole('table', { name: 'Grievances you filed' }).getByText(number)).toBeVisible();
    await shot(page, 'grievances-mine');

    // The cell sees the register with the overdue flag, the confidential filer hidden, and assigns the first.
    const incharge = await apiBearer(request, 'grievance_incharge');
    const overdue = (await (await request.get('/api/grievances?overdue=true', { headers: incharge })).json()) as Register;
    expect(overdue.overdue, 'the demo year has grievances past their due day').toBeGreaterThan(0);
    await signInAt(page, 'grievance_incharge', '/app/Grievances');
    await expect(page.getByTestId('figure-grievances-overdue')).toContainText(String(overdue.overdue));
    await shot(page, 'grievances-landing');
    await page.getByTestId('figure-grievances-overdue').click();
    await expect(page.getByRole('heading', { name: 'Grievance register', level: 1 })).toBeVisible();
    await expect(page.getByTestId('register-overdue')).toContainText(String(overdue.overdue));
    await expect(page.getByText(overdue.rows[0]!.number)).toBeVisible();
    expect(await blockingViolations(page, 'the register of overdue grievances')).toEqual([]);
    await shot(page, 'grievances-register');

    await page.goto(`/app/Grievances/Register?q=${secret}`);
    const secretRow = page.locator('li, tr').filter({ hasText: secret }).first();
    await expect(secretRow).toContainText('Confidential');
    await page.goto(`/app/Grievances/Register?q=${number}`);
    await page.getByRole('link', { name: number }).first().click();
    await expect(page.getByRole('heading', { name: `Grievance ${number}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(PDF.name) })).toBeVisible();
    await page.getByTestId('grievance-actions').getByRole('button', { name: 'Assign' }).click();
    const assign = page.getByRole('dialog', { name: `Assign grievance ${number}` });
    await assign.getByRole('combobox', { name: /^Member of the committee/ }).click();
    const committee = (await (await request.get('/api/grievances/committee', { headers: incharge })).json()) as {
      members: { name: string; username: string | null; untilDate: string | null }[];
    };
    const memberName = committee.members.find((m) => m.username === 'faculty' && m.untilDate === null)!.name;
    await page.getByRole('option', { name: `${memberName} · Member` }).click();
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expect(snackbar(page, new RegExp(`^Grievance ${number} is assigned to `))).toBeVisible();
    await expect(page.getByTestId('grievance-timeline')).toContainText('Assigned to');

    // The member finds it among those assigned to them, replies, and decides.
    await signInAt(page, 'faculty', '/app/My Grievances');
    const assigned = page.getByRole('table', { name: 'Grievances assigned to you' });
    await expect(page.getByRole('table', { name: 'Overdue grievances' }).getByRole('link', { name: overdue.rows[0]!.number })).toBeVisible();
    await assigned.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { name: `Grievance ${number}`, level: 1 })).toBeVisible();
    await page.getByTestId('grievance-actions').getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByRole('dialog', { name: `Reply on grievance ${number}` });
    await reply.getByLabel(/^Reply to the filer/).fill('The examination branch has found your revaluation file.');
    await reply.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'The reply is recorded')).toBeVisible();
    await page.getByTestId('grievance-actions').getByRole('button', { name: 'Decide' }).click();
    const decide = page.getByRole('dialog', { name: `Decide grievance ${number}` });
    await decide.getByRole('combobox', { name: /^Outcome/ }).click();
    await page.getByRole('option', { name: 'Upheld', exact: true }).click();
    await decide.getByLabel(/^Decision and report/).fill('The revaluation result is to be declared within a week.');
    await decide.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, `Grievance ${number} is decided`)).toBeVisible();
    await expect(page.getByTestId('grievance-actions').getByRole('button', { name: 'Decide' })).toHaveCount(0);

    // The student reads the reply and the decision, and appeals to the ombudsperson.
    await signInAt(page, 'student', '/app/My Grievances');
    await page.getByRole('table', { name: 'Grievances you filed' }).getByRole('link', { name: number }).click();
    const timeline = page.getByTestId('grievance-timeline');
    await expect(timeline).toContainText('The examination branch has found your revaluation file.');
    await expect(timeline).toContainText('Decided: Upheld');
    await expect(page.getByText(/^You may appeal against the decision to the ombudsperson by /)).toBeVisible();
    await shot(page, 'grievances-detail');
    await page.getByRole('button', { name: 'Appeal', exact: true }).click();
    const appeal = page.getByRole('dialog', { name: `Appeal against the decision on grievance ${number}` });
    await appeal.getByLabel(/^Grounds of appeal/).fill('The week has passed and the result is still not declared.');
    await appeal.getByRole('button', { name: 'Appeal' }).click();
    await expect(snackbar(page, 'Your appeal is sent to the ombudsperson')).toBeVisible();
    await expect(timeline).toContainText('Appealed to the ombudsperson');

    // The cell records the ombudsperson's award, which closes it; the member's name was on every step.
    await signInAt(page, 'grievance_incharge', '/app/Grievances/Register');
    await page.goto(`/app/Grievances/Register?q=${number}`);
    await page.getByRole('link', { name: number }).first().click();
    await page.getByTestId('grievance-actions').getByRole('button', { name: 'Record the ombudsperson’s award' }).click();
    const award = page.getByRole('dialog', { name: `Ombudsperson’s award on grievance ${number}` });
    await award.getByRole('combobox', { name: /^Outcome/ }).click();
    await page.getByRole('option', { name: 'Upheld', exact: true }).click();
    await award.getByLabel(/^The award/).fill('The controller of examinations is to declare the result tomorrow.');
    await award.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'The ombudsperson’s award is recorded')).toBeVisible();
    await expect(page.getByRole('main').getByText('Closed', { exact: true })).toBeVisible();
    await expect(timeline).toContainText(memberName);

    // The committee, the year's figures and the cell's pages in German.
    await page.goto('/app/Grievances/Committee');
    await expect(page.getByRole('heading', { name: 'Grievance committee', level: 1 })).toBeVisible();
    await shot(page, 'grievances-committee');
    await page.goto('/app/Grievances/Reports');
    await expect(page.getByRole('heading', { name: 'Grievance reports', level: 1 })).toBeVisible();
    await expect(page.getByTestId('figure-received')).not.toHaveText('0');
    await shot(page, 'grievances-reports');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Beschwerdeberichte', level: 1 })).toBeVisible();
    await shot(page, 'grievances-reports-de');
    await page.goto('/app/Grievances/Register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beschwerderegister');
    await shot(page, 'grievances-register-de');
    await page.goto(`/app/Grievances/Register?q=${number}`);
    await page.getByRole('link', { name: number }).first().click();
    await expect(page.getByTestId('grievance-timeline')).toContainText(memberName);
    await shot(page, 'grievances-detail-de');
    await page.goto('/app/Grievances/Committee');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beschwerdeausschuss');
    await shot(page, 'grievances-committee-de');
    await chooseLanguage(page, 'English');
  });
});
