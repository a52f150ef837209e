import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { MailerService } from '../src/mail/mailer.service.js';
import { startTestApp } from './support/test-app.js';
const VALID_SETTINGS = {
    host: 'smtp.example.com',
    port: 465,
    username: 'mailer@example.com',
    password: 'smtp-secret-password',
    secure: true,
    from: 'Platform <no-reply@example.com>',
};
describe('global SMTP settings API', () => {
    let api;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const storedSettings = () => api.app.get(getConnectionToken()).collection('settings').findOne({ key: 'smtp' });
    before(async () => {
        api = await startTestApp();
    });
    after(async () => {
        await api?.close();
    });
    test('while no SMTP settings are saved, platform mail goes to the console mailbox (no other route is wired here)', async () => {
        assert.equal(await api.app.get(MailerService).route(), 'console_mailbox');
    });
    test('GET answers the defaults before anything is saved: port 587, not secure, empty strings', async () => {
        const response = await api.http.get('/api/admin/settings/smtp').set(admin());
        assert.equal(response.status, 200);
        assert.deepEqual(response.body, {
            smtp: { host: '', port: 587, username: '', has_password: false, secure: false, from: '' },
        });
    });
    test('PUT saves the settings and never returns or stores the password in clear', async () => {
        const response = await api.http.put('/api/admin/settings/smtp').set(admin()).send(VALID_SETTINGS);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        const { password: _password, ...visible } = VALID_SETTINGS;
        assert.deepEqual(response.body, { smtp: { ...visible, has_password: true } });
        assert.ok(!JSON.stringify(response.body).includes(VALID_SETTINGS.password));
        const reread = await api.http.get('/api/admin/settings/smtp').set(admin());
        assert.deepEqual(reread.body, response.body);
        const stored = await storedSettings();
        assert.ok(stored?.password_sealed);
        assert.ok(!JSON.stringify(stored).includes(VALID_SETTINGS.password), 'the password is sealed at rest');
    });
    test('PUT without a password, or with an empty one, keeps the stored password', async () => {
        const sealedBefore = (await storedSettings())?.password_sealed;
        const { password: _password, ...withoutPassword } = VALID_SETTINGS;
        for (const body of [{ ...withoutPassword, port: 2525 }, { ...withoutPassword, port: 2526, password: '' }]) {
            const response = await api.http.put('/api/admin/settings/smtp').set(admin()).send(body);
            assert.equal(response.status, 200, JSON.stringify(response.body));
            assert.equal(response.body.smtp.has_password, true);
            assert.equal(response.body.smtp.port, body.port);
        }
        assert.equal((await storedSettings())?.password_sealed, sealedBefore);
    });
    test('PUT accepts an IP address or a single-label host and a bare e-mail as sender; secure defaults to false', async () => {
        const response = await api.http
            .put('/api/admin/settings/smtp')
            .set(admin())
            .send({ host: '127.0.0.1', port: 25, from: 'no-reply@example.com' });
        assert.equal(response.status, 200, JSON.stringify(response.body));
        assert.deepEqual(response.body.smtp, {
            host: '127.0.0.1',
            port: 25,
            username: '',
            has_password: true,
            secure: false,
            from: 'no-reply@example.com',
        });
        const localhost = await api.http.put('/api/admin/settings/smtp').set(admin()).send({ host: 'localhost', port: 25, from: 'a@example.com' });
        assert.equal(localhost.status, 200);
    });
    test("PUT accepts a display name with a localhost sender, a fresh install's own name; the override then routes platform mail", async () => {
        const response = await api.http
            .put('/api/admin/settings/smtp')
            .set(admin())
            .send({ host: 'localhost', port: 25, from: 'Platform <no-reply@localhost>' });
        assert.equal(response.status, 200, JSON.stringify(response.body));
        assert.equal(response.body.smtp.from, 'Platform <no-reply@localhost>');
        assert.equal(await api.app.get(MailerService).route(), 'smtp_settings');
    });
    test('PUT answers 400 naming each bad field, and changes nothing', async () => {
        const before = (await api.http.get('/api/admin/settings/smtp').set(admin())).body;
        const cases = [
            [{ port: 587, from: 'a@example.com' }, /host must be a host name/],
            [{ host: 'not a host!', port: 587, from: 'a@example.com' }, /host must be a host name/],
            [{ host: 'smtp.example.com', from: 'a@example.com' }, /port must be/],
            [{ host: 'smtp.example.com', port: 0, from: 'a@example.com' }, /port must be from 1 to 65535/],
            [{ host: 'smtp.example.com', port: 70000, from: 'a@example.com' }, /port must be from 1 to 65535/],
            [{ host: 'smtp.example.com', port: 587 }, /from must be an e-mail address/],
            [{ host: 'smtp.example.com', port: 587, from: 'nobody' }, /from must be an e-mail address/],
            [{ host: 'smtp.example.com', port: 587, from: 'Evil\r\nBcc: x@example.com <a@example.com>' }, /from must be an e-mail address/],
            [{ host: 'smtp.example.com', port: 587, from: 'a@example.com', secure: 'yes' }, /secure must be a boolean/],
            [{ host: 'smtp.example.com', port: 587, from: 'a@example.com', colour: 'blue' }, /property colour should not exist/],
        ];
        for (const [body, message] of cases) {
            const response = await api.http.put('/api/admin/settings/smtp').set(admin()).send(body);
            assert.equal(response.status, 400, JSON.stringify(body));
            assert.match(JSON.stringify(response.body.message), message, JSON.stringify(body));
        }
        assert.deepEqual((await api.http.get('/api/admin/settings/smtp').set(admin())).body, before);
    });
    test('GET and PUT answer 401 without a valid admin token', async () => {
        assert.equal((await api.http.get('/api/admin/settings/smtp')).status, 401);
        assert.equal((await api.http.put('/api/admin/settings/smtp').send(VALID_SETTINGS)).status, 401);
        const wrong = await api.http.put('/api/admin/settings/smtp').set('x-admin-token', 'wrong-token').send(VALID_SETTINGS);
        assert.equal(wrong.status, 401);
    });
});
//# sourceMappingURL=settings.e2e-spec.js.map