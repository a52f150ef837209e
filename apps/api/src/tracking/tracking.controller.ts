import { Controller, Get, Headers, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LinkRateLimitGuard } from '../rate-limits/link-rate-limit.guard.js';
import { TrackingService } from './tracking.service.js';

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The tracking host's routes (outside /api: the URLs sit in delivered mail). Mail clients load
 * the pixel from other origins, so it is served with Cross-Origin-Resource-Policy: cross-origin
 * (the API's own responses default to same-origin), and never cached, so each open reaches us.
 * They answer on the platform's host and on customers' track.<domain> hosts (by the Host header).
 */
@ApiTags('tracking')
@UseGuards(LinkRateLimitGuard)
@ApiTooManyRequestsResponse({ description: 'Too many requests from this client or for this link (LINK_RATE_LIMIT_*); see Retry-After' })
@Controller('t')
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  @Get('o/:file')
  @ApiOperation({ summary: 'Open-tracking pixel', description: 'A 1x1 GIF that records an open on the message\'s timeline (one a minute per recipient) and sends the message.opened webhook. Served outside /api, on the platform\'s host and on customers\' track.<domain> hosts.' })
  @ApiOkResponse({ description: 'A 1x1 GIF; the open is recorded on the message timeline' })
  @ApiNotFoundResponse({ description: 'Not a token this server issued, or not one for this host' })
  async open(@Param('file') file: string, @Headers('user-agent') userAgent: string | undefined, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.tracking.recordOpen(file.endsWith('.gif') ? file.slice(0, -'.gif'.length) : '', { host: request.hostname ?? '', userAgent });
    response
      .status(200)
      .set({
        'Content-Type': 'image/gif',
        'Cache-Control': 'no-store, no-cache, must-revalidate, private',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })
      .end(PIXEL);
  }

  @Get('c/:token')
  @ApiOperation({ summary: 'Tracked link', description: 'Records a click on the message\'s timeline and redirects to the link\'s original URL.' })
  @ApiFoundResponse({ description: 'Redirects to the link\'s original URL; the click is recorded on the message timeline' })
  @ApiNotFoundResponse({ description: 'Not a token this server issued, or not one for this host' })
  async click(@Param('token') token: string, @Headers('user-agent') userAgent: string | undefined, @Req() request: Request, @Res() response: Response): Promise<void> {
    const url = await this.tracking.recordClick(token, { host: request.hostname ?? '', userAgent });
    response.status(302).set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'Cross-Origin-Resource-Policy': 'cross-origin' }).location(url).end();
  }
}
