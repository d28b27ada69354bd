"""Binds the resources to the contract's environment variables (the UI shows their names, never their values)."""

import dagster as dg

from pipeline.resources import CmsResource, SiteOutputResource, WarehouseResource


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "cms": CmsResource(
                platform_url=dg.EnvVar("CMS_PLATFORM_URL"),
                platform_user=dg.EnvVar("CMS_PLATFORM_USER"),
                platform_password=dg.EnvVar("CMS_PLATFORM_PASSWORD"),
                management_url=dg.EnvVar("CMS_MANAGEMENT_URL"),
                idp_token_url=dg.EnvVar("CMS_IDP_TOKEN_URL"),
                idp_client_id=dg.EnvVar("CMS_IDP_CLIENT_ID"),
                idp_client_secret=dg.EnvVar("CMS_IDP_CLIENT_SECRET"),
                site_id=dg.EnvVar("CMS_SITE_ID"),
            ),
            "warehouse": WarehouseResource(path=dg.EnvVar("WAREHOUSE_PATH")),
            "site_output": SiteOutputResource(
                path=dg.EnvVar("SITE_DATA_DIR"),
                public_events_url=dg.EnvVar("PUBLIC_EVENTS_URL"),
                membership_api_118=dg.EnvVar("MEMBERSHIP_API_118"),
                membership_api_178=dg.EnvVar("MEMBERSHIP_API_178"),
            ),
        }
    )
