// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDom } from '@/testing/render-dom';
import { fakeServer } from '@/testing/fake-server';
import { ContentEditor } from './content-editor';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function server() {
  return fakeServer({
    'GET /api/admin/content/privacy?locale=fr': Response.json({ page: 'privacy', locale: 'fr', markdown: '# Vos données', isDefault: false }),
    'GET /api/admin/content/privacy?locale=ar': Response.json({ page: 'privacy', locale: 'ar', markdown: '', isDefault: true }),
    'POST /api/admin/content/preview': () => Response.json({ page: 'privacy', locale: 'ar', html: '<h2>بياناتكم</h2>' }),
    'POST /api/settings': Response.json({ message: 'ok' }),
  });
}

describe('the content editor', () => {
  it('writes a page in Arabic beside the French, saved under the Arabic key', async () => {
    const api = server();
    await renderDom(<ContentEditor />);
    const privacy = screen.getByRole('tabpanel', { name: text('admin-content:tabs.privacy') });
    expect(await within(privacy).findByDisplayValue('# Vos données')).toBeTruthy();

    await userEvent.click(within(privacy).getByRole('tab', { name: text('admin-content:language.ar') }));
    const arabic = await within(privacy).findByLabelText(`${text('admin-content:source')} · ${text('admin-content:pageTitle.privacy')} · ${text('admin-content:language.ar')}`, { selector: 'textarea' }, { timeout: 3000 });
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(within(privacy).getByText(text('admin-content:notTranslated'))).toBeTruthy();

    await userEvent.click(arabic);
    await userEvent.paste('# بياناتكم');
    const arabicPanel = within(privacy).getByRole('tabpanel', { name: text('admin-content:language.ar') });
    await userEvent.click(within(arabicPanel).getByRole('button', { name: text('admin-content:save') }));
    expect(await screen.findByText(text('admin-content:saved'), {}, { timeout: 3000 })).toBeTruthy();
    expect(api.bodiesOf('POST /api/settings')).toEqual([{ key: 'privacy_content_ar', value: '# بياناتكم' }]);

    // The French text is still there, untouched, in its own tab.
    await userEvent.click(within(privacy).getByRole('tab', { name: text('admin-content:language.fr') }));
    expect(within(privacy).getByDisplayValue('# Vos données')).toBeTruthy();
  });
});
