import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterEach, expect, it } from 'vitest';
import { eventually, startSmtpServer } from './notification-endpoints';

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

/** Writes one SMTP command and waits for the server's answer line. */
function command(socket: net.Socket, line: string): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString()));
    socket.write(`${line}\r\n`);
  });
}

// The fault suite kills servers in the middle of a mail; the test SMTP server once let that reset end the
// whole run as an uncaught exception (CI of 2026-11-27, tests/faults/send-outbox.test.ts).
it('survives a sender that resets its connection in the middle of a mail, and takes the next one', async () => {
  const smtp = await startSmtpServer();
  close = smtp.close;
  const port = Number(new URL(smtp.url).port);
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('data', resolve));
  await command(socket, 'EHLO killed.example');
  await command(socket, 'MAIL FROM:<app@example.com>');
  await command(socket, 'RCPT TO:<traveller@example.com>');
  expect(await command(socket, 'DATA')).toMatch(/^354/);
  socket.write('Subject: half a mail\r\n\r\nthe process dies her');
  socket.resetAndDestroy();
  await eventually(() => smtp.dropped[0], 5000, 'the reset reported');

  const transport = nodemailer.createTransport(smtp.url);
  await transport.sendMail({ from: 'app@example.com', to: 'traveller@example.com', subject: 'whole', text: 'ok' });
  expect(smtp.mails.map((m) => m.subject)).toEqual(['whole']);
});
