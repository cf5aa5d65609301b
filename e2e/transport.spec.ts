import { expect, test } from './worker-server.fixture';
import { blockingViolations, chooseLanguage, collegeDay, shot, signInAt, snackbar } from './support';

/** The demo bus whose insurance lapses six days after the demo was made (apps/server/src/demo/seed-transport.ts). */
const LAPSING_BUS = 'TS 08 UA 4212';

test.describe('Transport office', () => {
  test('the transport incharge is warned of a bus’s insurance, adds a bus and gives it a new route with its stops', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAt(page, 'transportation_incharge', '/app/Transportation Dashboard');
    const due = page.locator('#papers-due');
    const lapsing = due.getByRole('row', { name: new RegExp(LAPSING_BUS) });
    await expect(lapsing).toContainText('Insurance');
    // Six days from the day the demo was made, which is yesterday when the run has passed midnight in India.
    const until = (await lapsing.getByRole('cell').nth(2).textContent())!;
    expect([collegeDay(6).shown, collegeDay(5).shown]).toContain(until);
    await expect(lapsing).toContainText(until === collegeDay(6).shown ? '6 days left' : '5 days left');
    await expect(page.getByText('not part of this release')).toHaveCount(0);
    expect(await blockingViolations(page, 'the transport landing page')).toEqual([]);
    await shot(page, 'transport-landing');

    // The landing page's warning opens the bus.
    await lapsing.getByRole('link', { name: LAPSING_BUS }).click();
    await expect(page.getByRole('heading', { name: 'Vehicles', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(LAPSING_BUS) })).toContainText('Insurance until');
    await expect(page.getByRole('row', { name: /TS 08 UA/ })).toHaveCount(1);

    await page.goto('/app/Transport/Vehicles');
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add vehicle' });
    await dialog.getByLabel('Registration number').fill('ts 07 ab 9090');
    await dialog.getByLabel('Seats').fill('48');
    await dialog.getByRole('textbox', { name: 'Driver', exact: true }).fill('Md. Ghouse');
    await dialog.getByLabel('Driver’s mobile').fill('98661 23456');
    await dialog.getByLabel('Fitness certificate').fill('31-03-2027');
    await dialog.getByLabel('Insurance').fill('30-06-2027');
    await dialog.getByLabel('Permit').fill('15-08-2030');
    await dialog.getByLabel('Pollution check').fill('31');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByLabel('Pollution check')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Pollution check').fill('28-02-2027');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Vehicle TS 07 AB 9090 added to the fleet')).toBeVisible();
    const bus = page.getByRole('row', { name: /TS 07 AB 9090/ });
    await expect(bus).toContainText('Md. Ghouse');
    await expect(bus).toContainText('No route');
    await shot(page, 'transport-vehicles');

    await page.goto('/app/Transport/Routes');
    await page.getByRole('button', { name: 'Add route' }).click();
    const route = page.getByRole('dialog', { name: 'Add route' });
    await route.getByLabel('Route code').fill('r-11');
    await route.getByLabel('Route name').fill('Shamshabad – College');
    await route.getByLabel('Vehicle').fill('TS 07');
    await page.getByRole('option', { name: /TS 07 AB 9090/ }).click();
    await route.getByRole('textbox', { name: 'Stop 1', exact: true }).fill('Shamshabad');
    await route.getByLabel('Pick-up time').first().fill('06:55');
    await route.getByLabel('Distance (km)').first().fill('52.5');
    await route.getByRole('button', { name: 'Add stop' }).click();
    await route.getByRole('textbox', { name: 'Stop 2', exact: true }).fill('Aramghar');
    await route.getByLabel('Pick-up time').nth(1).fill('06:40');
    await route.getByLabel('Distance (km)').nth(1).fill('44');
    await route.getByRole('button', { name: 'Save' }).click();
    await expect(route.getByText('Stops must be in the order the bus reaches them: Aramghar is picked up before Shamshabad')).toBeVisible();
    await route.getByRole('button', { name: 'Move Aramghar up' }).click();
    await route.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Route R-11 added')).toBeVisible();
    const row = page.getByRole('row', { name: /R-11/ });
    await expect(row).toContainText('Aramghar 06:40');
    await expect(row).toContainText('Shamshabad 06:55');
    await expect(row).toContainText('TS 07 AB 9090');
    expect(await blockingViolations(page, 'the routes page')).toEqual([]);
    await shot(page, 'transport-routes');

    // The office may not give a bus a second route.
    await row.getByRole('button', { name: 'Edit route R-11' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit route R-11' }).getByLabel('Route name')).toHaveValue('Shamshabad – College');
    await shot(page, 'transport-route-dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Buslinien' })).toBeVisible();
    await shot(page, 'transport-routes-de');
    await page.goto('/app/Transport/Vehicles');
    await expect(page.getByRole('row', { name: /TS 07 AB 9090/ })).toBeVisible();
    await shot(page, 'transport-vehicles-de');
    await page.goto('/app/Transportation Dashboard');
    await expect(page.locator('#papers-due').getByRole('row', { name: new RegExp(LAPSING_BUS) })).toBeVisible();
    await shot(page, 'transport-landing-de');
    await chooseLanguage(page, 'English');
  });
});
