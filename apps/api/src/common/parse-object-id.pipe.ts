import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { isValidObjectId } from 'mongoose';

/** An id that cannot be an ObjectId names nothing that exists: answered 404 like an unknown one. */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^[0-9a-fA-F]{24}$/.test(value) || !isValidObjectId(value)) {
      throw new NotFoundException(`No record with id ${value}`);
    }
    return value;
  }
}
