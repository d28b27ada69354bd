"""Records of the membership provider, mapped from its capitalised fields to the product's names."""

from __future__ import annotations

from pydantic import Field

from pipeline.models.base import ProviderModel


class MovieInfo(ProviderModel):
    title: str
    movie_id: int
    edis: list[str] = []
    rating: float = 0
    rating_count: int = 0
    poster: str | None = None
    link: str | None = None


class Review(ProviderModel):
    id: int
    comment: str = ""
    rating: int
    added_at: str
    likes_count: int = 0
    movie_id: int
    user_id: int
    user_name: str
    image: str | None = None
    is_liked: bool = False


class SeatRow(ProviderModel):
    row: str | int
    seats: str | list[int]


class SeatsInfo(ProviderModel):
    info: str = ""
    seats: list[SeatRow] = []


class MyTicket(ProviderModel):
    movie_id: int
    movie_title: str
    notes: str | None = None
    qr_code: str = Field(alias="QRCode")
    qr_url: str | None = Field(default=None, alias="QRUrl")
    start_time: str
    expiration_date: str | None = None
    image: str | None = Field(default=None, alias="Poster")
    sal: str | None = Field(default=None, alias="Screen")
    seats_info: SeatsInfo = SeatsInfo()


class LoginResponse(ProviderModel):
    """`LoginDx`: success only when `marsToken` is present."""

    mars_token: str | None = Field(default=None, alias="marsToken")
    user_name: str | None = None
    user_info: str | None = None


class CreateUserResponse(ProviderModel):
    """`CreateUserDx`: success only when `Token` is present."""

    token: str | None = None
    user_name: str | None = None
    contact_email: str | None = None
