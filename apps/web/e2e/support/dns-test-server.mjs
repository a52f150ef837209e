// A DNS server on loopback (UDP, random port) that answers TXT, MX and CNAME queries from records the test
// publishes as it goes: a published name answers its records, any other name NXDOMAIN. Ported
// from apps/api/test/support/dns-test-server.ts for the browser tests; hand `address` to the
// API as DNS_SERVERS.
//
//   const dns = await startDnsTestServer();
//   dns.address                      // '127.0.0.1:<port>'
//   dns.setTxt(name, [value, ...])   // publishes (an empty list removes the name)
//   dns.setMx(name, [exchange, ...]) // publishes MX records, preference 10
//   dns.setCname(name, target)       // makes name an alias of target (null removes it)
//   await dns.close();
import { createSocket } from 'node:dgram';
import { createRequire } from 'node:module';

// dns-packet is a development dependency of the API, not of the console.
const dnsPacket = createRequire(new URL('../../../api/package.json', import.meta.url))('dns-packet');

const NXDOMAIN = 3;
const EDNS_OPT = { type: 'OPT', name: '.', udpPayloadSize: 4096, extendedRcode: 0, ednsVersion: 0, flags: 0, flag_do: false, options: [] };
/** A TXT record's strings are at most 255 bytes each; longer values (DKIM keys) travel as several. */
const MAX_TXT_STRING = 255;

const normalName = (name) => name.toLowerCase().replace(/\.$/, '');

function toTxtStrings(value) {
  const strings = [];
  for (let start = 0; start < value.length; start += MAX_TXT_STRING) strings.push(value.slice(start, start + MAX_TXT_STRING));
  return strings.length > 0 ? strings : [''];
}

export async function startDnsTestServer() {
  const records = new Map();
  const mailExchangers = new Map();
  const aliases = new Map();
  const socket = createSocket('udp4');

  socket.on('message', (message, sender) => {
    let query;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return; // not a DNS query: nothing to answer
    }
    const question = query.questions?.[0];
    if (!question) return;
    const published = records.get(normalName(question.name));
    const exchanges = mailExchangers.get(normalName(question.name));
    const alias = aliases.get(normalName(question.name));
    const answers = alias
      ? [{ type: 'CNAME', name: question.name, ttl: 1, data: alias }]
      : published && question.type === 'TXT'
        ? published.map((value) => ({ type: 'TXT', name: question.name, ttl: 1, data: toTxtStrings(value) }))
        : exchanges && question.type === 'MX'
          ? exchanges.map((exchange) => ({ type: 'MX', name: question.name, ttl: 1, data: { preference: 10, exchange } }))
          : [];
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | ((query.flags ?? 0) & dnsPacket.RECURSION_DESIRED) | (published || exchanges || alias ? 0 : NXDOMAIN),
      questions: [question],
      answers,
      additionals: query.additionals?.some((record) => record.type === 'OPT') ? [EDNS_OPT] : [],
    });
    socket.send(response, sender.port, sender.address);
  });

  await new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', resolve);
  });

  return {
    address: `127.0.0.1:${socket.address().port}`,
    setTxt(name, values) {
      if (values.length === 0) records.delete(normalName(name));
      else records.set(normalName(name), values);
    },
    setMx(name, exchanges) {
      if (exchanges.length === 0) mailExchangers.delete(normalName(name));
      else mailExchangers.set(normalName(name), exchanges);
    },
    setCname(name, target) {
      if (target === null) aliases.delete(normalName(name));
      else aliases.set(normalName(name), target);
    },
    close: () => new Promise((resolve) => socket.close(resolve)),
  };
}
