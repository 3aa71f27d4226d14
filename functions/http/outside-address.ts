import { isIP } from 'node:net';

/**
 * Which IP addresses an outside fetch may connect to (docs/decisions/0021-outside-fetches.md): public unicast only.
 * Loopback, private, link-local (the cloud metadata address 169.254.169.254 among them), carrier-grade NAT,
 * unspecified, documentation, benchmark, multicast and reserved ranges are refused, in IPv4 and IPv6, and an IPv6
 * address carrying an IPv4 one (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16)
 * is judged by the IPv4 address it carries. Numeric spellings (2130706433, 0x7f.1, 127.1) never reach here: the
 * URL parser turns them into dotted IPv4 first.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return isPublicIpv4(bare.split('.').map(Number));
  if (version === 6) return isPublicIpv6(ipv6Bytes(bare));
  return false;
}

function isPublicIpv4(octets: number[]): boolean {
  const [a = 0, b = 0, c = 0] = octets;
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false; // this network, private, loopback, multicast + reserved
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  if (a === 169 && b === 254) return false; // link-local, cloud metadata
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false; // IETF protocol assignments, TEST-NET-1
  if (a === 192 && b === 88 && c === 99) return false; // 6to4 relay anycast
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if (a === 198 && b === 51 && c === 100) return false; // TEST-NET-2
  if (a === 203 && b === 0 && c === 113) return false; // TEST-NET-3
  return true;
}

function isPublicIpv6(bytes: number[]): boolean {
  const zeroUpTo = (end: number) => bytes.slice(0, end).every((byte) => byte === 0);
  if (zeroUpTo(10) && bytes[10] === 0xff && bytes[11] === 0xff) return isPublicIpv4(bytes.slice(12)); // ::ffff:a.b.c.d
  if (zeroUpTo(12)) return false; // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b) return isPublicIpv4(bytes.slice(12)); // NAT64
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return isPublicIpv4(bytes.slice(2, 6)); // 6to4
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && bytes[2] === 0x00 && bytes[3] === 0x00) return false; // Teredo hides an IPv4 address
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && bytes[2] === 0x0d && bytes[3] === 0xb8) return false; // documentation
  if (bytes[0] === 0x01 && bytes[1] === 0x00 && bytes.slice(2, 8).every((byte) => byte === 0)) return false; // discard 100::/64
  const first = bytes[0]!;
  const second = bytes[1]!;
  if ((first & 0xfe) === 0xfc) return false; // unique local fc00::/7
  if (first === 0xfe && (second & 0xc0) >= 0x80) return false; // link-local fe80::/10, site-local fec0::/10
  if (first === 0xff) return false; // multicast
  return true;
}

/** The 16 bytes of a valid IPv6 address (as checked by isIP), with an embedded dotted IPv4 tail. */
export function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  if (text.includes('.')) {
    const cut = text.lastIndexOf(':');
    const [a = 0, b = 0, c = 0, d = 0] = text
      .slice(cut + 1)
      .split('.')
      .map(Number);
    text = `${text.slice(0, cut + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}
