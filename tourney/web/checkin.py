"""The check-in page (#31 point 5): ``/checkin/{secret}`` behind the secret of one player's card.

``GET`` shows the player's name and an "I am here" button (or that the player is already in today);
``POST`` checks the player in for today (one logged action, by the same service as the referee's tick)
and says where the player sits next. A wrong or withdrawn player's secret gets 403 and counts
against the device, as a wrong table secret does; the body of the POST is capped by the guard and
never read as anything; every name goes out through the templates' escaping.
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from tourney import services
from tourney.errors import TourneyError
from tourney.store import Store
from tourney.web import views
from tourney.web.checkin_table import check_in_table
from tourney.web.words import words


def checkin_view(store: Store, secret: str, write: bool) -> dict[str, Any]:
    """The player of ``secret``, the time of today's check-in ('' if none), the next table (or None)."""
    if write:
        player, found = services.check_in_by_card(store, secret)
    else:
        player, found = services.secret_player(store, secret), services.checkins(store)
    time = next((at for p, at, _via in found.present if p.id == player.id), "")
    return {"name": player.name, "time": time, "next": services.next_seat(store, player.id),
            "tournament": services.tournament(store).name}


def checkin_routes(pages: Any) -> list[Route]:
    async def page(request: Request) -> Response:
        lang = pages.lang(request)
        client = pages.client(request)
        if pages.brake.blocked(client):
            return pages.refuse(request, words(lang)["too_many"], 429)
        secret = request.path_params["secret"]
        write = request.method == "POST"
        if write:
            await pages.raw_body(request)  # nothing to read, but never more than the cap
        try:
            view = await pages.gate.run(lambda s: checkin_view(s, secret, write))
        except TourneyError as error:
            pages.brake.failed(client)
            return pages.refuse(request, views.message_of(error, lang))
        return pages.render(request, "checkin.html", v=view)

    return [Route("/checkin/{secret:str}", page, methods=["GET", "POST"])]


def table_here_route(pages: Any, path: str) -> Route:
    async def here(request: Request) -> Response:
        held = await pages.holder(request)
        if isinstance(held, Response):
            return held
        await pages.raw_body(request)  # nothing to read, but never more than the cap
        try:
            await pages.gate.run(lambda s: check_in_table(s, held[0], held[1]))
        except TourneyError as error:
            return pages.render(request, "message.html", status=400,
                                message=views.message_of(error, pages.lang(request)))
        return RedirectResponse(path_of(request), status_code=303)

    return Route(path + "/here", here, methods=["POST"])


def path_of(request: Request) -> str:
    """The table page's own address (the POST's address without its last part)."""
    return request.url.path.rsplit("/", 1)[0]
