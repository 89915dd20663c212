import { expect, test } from '@playwright/test';
import { manageLinkIn, waitForMail } from './mailbox';
import { scheduledSessions } from './sessions';
import { expectNoSidewaysScroll, phoneStories } from './phone';
import { fillContactDetails } from './contact-details';

/** The seed's hybrid class (in the studio and online), and one only in the studio. */
const HYBRID = 'evening-breathwork';
const IN_PERSON = 'saturday-slow-flow-yoga';
const EMAIL = 'hybrid.online@example.com';

phoneStories('how a visitor joins a hybrid class, on a phone', { locale: 'en-US', timeout: 120_000 }, () => {
  test('only a hybrid class asks; booking online is what the manage page and the email say', async ({
    page,
    request,
  }) => {
    // A class only in the studio asks nothing.
    await page.goto(`/class/${IN_PERSON}`);
    const plainForm = page.getByRole('form', { name: /^Register for / });
    await expect(plainForm.getByLabel('Name')).toBeVisible();
    await expect(plainForm.getByRole('group', { name: 'How will you join?' })).toHaveCount(0);

    // A date well ahead, so what other tests see of this class stays as it was.
    const session = (await scheduledSessions(request, HYBRID)).filter((s) => s.seatsLeft !== 0)[4];
    expect(session, 'a fifth open date of the hybrid class').toBeDefined();
    await page.goto(`/class/${HYBRID}`);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    const form = page.getByRole('form', { name: `Register for ${title}` });
    const joining = form.getByRole('group', { name: 'How will you join?' });
    await expect(joining).toBeVisible();
    await expect(joining.getByRole('radio', { name: 'In person' })).not.toBeChecked();
    await expect(joining.getByRole('radio', { name: 'Online' })).not.toBeChecked();
    // Nothing sticks out sideways on a phone.
    await expectNoSidewaysScroll(page);

    await form.getByLabel('Date').selectOption(String(session!.id));
    await fillContactDetails(form, { name: 'Laras Online', email: EMAIL, phone: '+62 812 4444 5555' });
    await form.getByRole('checkbox').check();
    // The choice is required: sending without it says so, tied to the group.
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(joining).toContainText('Choose how you will join: in person or online.');
    await expect(joining).toHaveAccessibleDescription('Choose how you will join: in person or online.');

    await joining.getByRole('radio', { name: 'Online' }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();

    const mail = await waitForMail(EMAIL, /^You are booked: /);
    expect(mail.text).toContain('https://meet.ruangteduh.example/evening-breathwork');
    expect(mail.text).toContain('Online, through the meeting link');
    expect(mail.text).not.toContain('google.com/maps');

    await page.goto(manageLinkIn(mail));
    const details = page.getByRole('region', { name: 'Booking details' });
    await expect(details).toContainText('Laras Online');
    await expect(details).toContainText('Online');
    await expect(details).toContainText('The meeting link is in your confirmation email.');
    await expect(details).not.toContainText('In person');
    await expectNoSidewaysScroll(page);

    // Changing their mind: in person after all, as the page then says.
    await page.getByRole('button', { name: 'Join in person instead' }).click();
    await expect(details).toContainText('In person');
    await expect(details).not.toContainText('The meeting link is in your confirmation email.');
    await expect(page.getByRole('button', { name: 'Join online instead' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Booking details' })).toContainText('In person');
  });
});
