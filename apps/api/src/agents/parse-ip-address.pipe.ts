import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { canonicalIpAddress } from './ip-address.js';

/** An IP in a path, canonicalised; text that cannot be an IP names nothing that exists: 404. */
@Injectable()
export class ParseIpAddressPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const ip = canonicalIpAddress(value);
    if (!ip) throw new NotFoundException(`No IP ${value}`);
    return ip;
  }
}
