import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { RegisterForm } from './register-form';
import { htmlText } from '@/testing/i18n';

const noop = () => undefined;
const withRegistration = (on: boolean) => ({ data: [[['settings'], { user_registration: on }] as [string[], unknown]] });

describe('RegisterForm', () => {
  it('shows the sign-up fields while registrations are open', async () => {
    const html = await renderHtml(<RegisterForm onSignedIn={noop} onSignIn={noop} />, withRegistration(true));
    expect(html).toContain('type="email"');
    expect(html).not.toContain(htmlText('errors:registration_closed'));
  });

  it('says registrations are closed instead of showing fields the server would refuse', async () => {
    const html = await renderHtml(<RegisterForm onSignedIn={noop} onSignIn={noop} />, withRegistration(false));
    expect(html).toContain(htmlText('errors:registration_closed'));
    expect(html).not.toContain('type="email"');
    expect(html).not.toContain('<form');
  });
});
