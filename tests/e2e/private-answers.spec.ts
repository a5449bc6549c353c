import { expect, test } from './support/fixtures';

// The API tests check every private route through app.request; this checks the real server,
// whose own Response class once swallowed a header added to a finished answer.
test('the real server sends private answers, errors included, with Cache-Control: no-store', async ({
  request,
}) => {
  const answers = [
    await request.get('/api/me'),
    await request.put('/api/me/profile', { data: {} }),
    await request.get('/api/admin/appointments'),
    await request.get('/api/admin/no-such-thing'),
  ];
  for (const res of answers) {
    expect(res.headers()['cache-control'], res.url()).toContain('no-store');
  }
  const publicAnswer = await request.get('/api/catalogue');
  expect(publicAnswer.headers()['cache-control']).not.toContain('no-store');
});
