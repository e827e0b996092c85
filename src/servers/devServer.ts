import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'webpack-dev-server';
import { createEmailjsStandIn } from './emailjsStandIn';

/** `npm start`: the EmailJS stand-in answers the contact form before webpack's own files. */
export function withEmailjsStandIn(middlewares: Middleware[]): Middleware[] {
  const emailjsStandIn = createEmailjsStandIn();
  return [
    {
      name: 'emailjs-stand-in',
      middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => {
        if (!emailjsStandIn(request, response)) next();
      },
    },
    ...middlewares,
  ];
}
