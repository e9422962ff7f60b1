// ping: pong, with the ping's id.
import { type Handler, idOf } from '../context';

export const ping: Handler<'ping'> = ({ conn }, message) => {
  conn.send({ type: 'pong', ...idOf(message) });
};
