import { connect, createServer } from 'node:net';
const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'findandmodify']);
/** OP_MSG, the only opcode current drivers send commands with. */
const OP_MSG = 2013;
/**
 * A TCP proxy in front of the test database that reads the MongoDB wire protocol just enough to
 * name each command and its collection (the first element of an OP_MSG body), so that a test
 * can SIGKILL an API process right after any one write of an operation: a real kill at a real
 * step, whatever the code in between does.
 */
export async function startMongoKillProxy(databaseUri) {
    // The embedded database listens on a Unix socket (its path, URI-encoded, is the host); MongoDB on host:port.
    const target = /^mongodb:\/\/([^/?]+)(.*)$/.exec(databaseUri);
    if (!target || target[1].includes(',') || target[1].includes('@'))
        throw new Error(`The kill proxy needs a single host without credentials: ${databaseUri}`);
    const host = decodeURIComponent(target[1]);
    const connectToDatabase = () => {
        if (host.startsWith('/'))
            return connect(host);
        const [name, port] = host.split(':');
        return connect(Number(port || 27017), name);
    };
    let recording = null;
    let armed = null;
    const open = new Set();
    const proxy = createServer((client) => {
        const server = connectToDatabase();
        const link = { client, server, frozen: false };
        open.add(link);
        let withheldReply = null;
        const close = () => {
            open.delete(link);
            client.destroy();
            server.destroy();
        };
        client.on('error', close).on('close', close);
        server.on('error', close).on('close', close);
        forwardMessages(client, (message) => {
            if (link.frozen)
                return;
            const write = writeOf(message);
            if (write) {
                recording?.push(write);
                if (armed && write.command === armed.point.command && write.collection === armed.point.collection && ++armed.seen === armed.point.occurrence) {
                    withheldReply = message.readInt32LE(4);
                }
            }
            server.write(message);
        });
        forwardMessages(server, (message) => {
            if (link.frozen)
                return;
            if (withheldReply !== null && message.readInt32LE(8) === withheldReply) {
                const { onHit } = armed;
                armed = null;
                for (const each of open)
                    each.frozen = true;
                onHit();
                return;
            }
            client.write(message);
        });
    });
    await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const port = proxy.address().port;
    return {
        uri: `mongodb://127.0.0.1:${port}${target[2]}`,
        recordWrites() {
            recording = [];
            return () => {
                const writes = recording ?? [];
                recording = null;
                return writes;
            };
        },
        killAfter(point, onHit) {
            armed = { point, seen: 0, onHit };
        },
        async close() {
            for (const link of open) {
                link.client.destroy();
                link.server.destroy();
            }
            await new Promise((resolve) => proxy.close(() => resolve()));
        },
    };
}
/** Calls `onMessage` with each whole wire message read from the socket (a message starts with its int32 length). */
function forwardMessages(socket, onMessage) {
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
            const length = pending.readInt32LE(0);
            onMessage(pending.subarray(0, length));
            pending = pending.subarray(length);
        }
    });
}
/** The write an OP_MSG carries, from its body's first element (`{ insert: "<collection>", ... }`); null for anything else. */
function writeOf(message) {
    // header (16 bytes), flagBits (4), section kind (1): 0 is the body document
    if (message.length < 32 || message.readInt32LE(12) !== OP_MSG || message[20] !== 0)
        return null;
    const documentStart = 21;
    const elementType = message[documentStart + 4];
    const keyStart = documentStart + 5;
    const keyEnd = message.indexOf(0, keyStart);
    if (elementType !== 0x02 || keyEnd < 0)
        return null;
    const command = message.toString('utf8', keyStart, keyEnd);
    if (!WRITE_COMMANDS.has(command))
        return null;
    const valueLength = message.readInt32LE(keyEnd + 1);
    return { command, collection: message.toString('utf8', keyEnd + 5, keyEnd + 5 + valueLength - 1) };
}
//# sourceMappingURL=mongo-kill-proxy.js.map