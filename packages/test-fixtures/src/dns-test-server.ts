import { createSocket, type RemoteInfo } from 'node:dgram';
import { isIPv4, isIPv6 } from 'node:net';
import dnsPacket, { type Answer } from 'dns-packet';
import ipaddr from 'ipaddr.js';

const NXDOMAIN = 3;
const EDNS_OPT: Answer = { type: 'OPT', name: '.', udpPayloadSize: 4096, extendedRcode: 0, ednsVersion: 0, flags: 0, flag_do: false, options: [] };
/** A TXT record's strings are at most 255 bytes each; longer values (DKIM keys) travel as several. */
const MAX_TXT_STRING = 255;

export interface DnsTestServer {
  /** `127.0.0.1:<port>`, ready for DNS_SERVERS. */
  address: string;
  /** Publishes TXT records at a name, replacing those there; an empty list removes the name. */
  setTxt(name: string, values: string[]): void;
  /** Publishes A and AAAA records (by the addresses' kind) at a name; an empty list removes them. */
  setAddresses(name: string, addresses: string[]): void;
  /** Publishes MX records (exchange host names, preference 10) at a name, replacing those there. */
  setMx(name: string, exchanges: string[]): void;
  /** Makes a name an alias (CNAME) of another; null removes it. */
  setCname(name: string, target: string | null): void;
  /** Publishes the reverse DNS (PTR records at in-addr.arpa or ip6.arpa) of an IP address; an empty list removes them. */
  setPtr(ip: string, names: string[]): void;
  close(): Promise<void>;
}

/**
 * A DNS server on loopback (UDP, random port) that answers TXT, MX, A, AAAA, PTR and CNAME queries from maps the test
 * changes as it goes: a name in a map answers its records (other types none), any other name
 * NXDOMAIN. Answers go out with EDNS0 when the query carries it, so a DKIM key fits in UDP.
 */
export async function startDnsTestServer(): Promise<DnsTestServer> {
  const records = new Map<string, string[]>();
  const addressRecords = new Map<string, string[]>();
  const mailExchangers = new Map<string, string[]>();
  const aliases = new Map<string, string>();
  const pointers = new Map<string, string[]>();
  const socket = createSocket('udp4');

  socket.on('message', (message: Buffer, sender: RemoteInfo) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return; // not a DNS query: nothing to answer
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    const published = records.get(name);
    const addresses = addressRecords.get(name);
    const exchanges = mailExchangers.get(name);
    const alias = aliases.get(name);
    const pointed = pointers.get(name);
    const answers: Answer[] =
      alias !== undefined
        ? [{ type: 'CNAME', name: question.name, ttl: 1, data: alias }]
        : pointed && question.type === 'PTR'
          ? pointed.map((target) => ({ type: 'PTR', name: question.name, ttl: 1, data: target }))
        : published && question.type === 'TXT'
          ? published.map((value) => ({ type: 'TXT', name: question.name, ttl: 1, data: toTxtStrings(value) }))
          : exchanges && question.type === 'MX'
            ? exchanges.map((exchange) => ({ type: 'MX', name: question.name, ttl: 1, data: { preference: 10, exchange } }))
            : (addresses ?? [])
                .filter((address) => (question.type === 'A' && isIPv4(address)) || (question.type === 'AAAA' && isIPv6(address)))
                .map((address) => ({ type: question.type as 'A' | 'AAAA', name: question.name, ttl: 1, data: address }));
    const known = published !== undefined || exchanges !== undefined || addresses !== undefined || alias !== undefined || pointed !== undefined;
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | ((query.flags ?? 0) & dnsPacket.RECURSION_DESIRED) | (known ? 0 : NXDOMAIN),
      questions: [question],
      answers,
      additionals: query.additionals?.some((record) => record.type === 'OPT') ? [EDNS_OPT] : [],
    });
    socket.send(response, sender.port, sender.address);
  });

  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });

  return {
    address: `127.0.0.1:${socket.address().port}`,
    setTxt(name, values) {
      const key = name.toLowerCase().replace(/\.$/, '');
      if (values.length === 0) records.delete(key);
      else records.set(key, values);
    },
    setAddresses(name, addresses) {
      const key = name.toLowerCase().replace(/\.$/, '');
      if (addresses.length === 0) addressRecords.delete(key);
      else addressRecords.set(key, addresses);
    },
    setMx(name, exchanges) {
      const key = name.toLowerCase().replace(/\.$/, '');
      if (exchanges.length === 0) mailExchangers.delete(key);
      else mailExchangers.set(key, exchanges);
    },
    setCname(name, target) {
      const key = name.toLowerCase().replace(/\.$/, '');
      if (target === null) aliases.delete(key);
      else aliases.set(key, target);
    },
    setPtr(ip, names) {
      const key = reverseName(ip);
      if (names.length === 0) pointers.delete(key);
      else pointers.set(key, names);
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** The name an address's PTR records live at: 4.3.2.1.in-addr.arpa, or the reversed nibbles under ip6.arpa. */
function reverseName(ip: string): string {
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return `${address.toString().split('.').reverse().join('.')}.in-addr.arpa`;
  const nibbles = address.toByteArray().flatMap((byte) => [byte >> 4, byte & 15].map((nibble) => nibble.toString(16)));
  return `${nibbles.reverse().join('.')}.ip6.arpa`;
}

function toTxtStrings(value: string): string[] {
  const strings: string[] = [];
  for (let start = 0; start < value.length; start += MAX_TXT_STRING) strings.push(value.slice(start, start + MAX_TXT_STRING));
  return strings.length > 0 ? strings : [''];
}
