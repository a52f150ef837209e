import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
/**
 * The request body: its schema from the DTO, and an example typed as the contract the DTO
 * implements, so the example breaks the build when the contract changes under it.
 */
export function ApiExampleBody(dto, example) {
    return applyDecorators(ApiExtraModels(dto), ApiBody({ schema: { $ref: getSchemaPath(dto) }, examples: { example: { summary: 'Example', value: example } } }));
}
//# sourceMappingURL=example-body.decorator.js.map